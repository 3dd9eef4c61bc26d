import { projectManagement } from '@atelier/shared/actions';
import {
  findDeliverable,
  lockDeliverable,
  markDeliverableSubmitted,
} from '../../db/deliverables.ts';
import { conflict } from '../../errors.ts';
import { isUuid, notFound } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { announceDeliverableSubmitted } from './deliverable-notices.ts';

const refusals: Record<string, string> = {
  awaiting_approval: 'This deliverable is already waiting for the client',
  approved: 'The client already approved this deliverable',
};

/**
 * A draft (or one sent back with changes) goes to the client for approval: the client is told
 * in the portal and by e-mail, in the same transaction.
 */
export const submitDeliverable = implement(projectManagement.actions.submit_deliverable, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw notFound('Deliverable');
    await db.transaction(async (tx) => {
      const deliverable = await lockDeliverable(tx, id);
      if (!deliverable) throw notFound('Deliverable');
      const refusal = refusals[deliverable.status];
      if (refusal) throw conflict('deliverable_not_open', refusal, { status: deliverable.status });
      await markDeliverableSubmitted(tx, id);
      await announceDeliverableSubmitted(tx, id);
    });
    return { deliverable: readBack(await findDeliverable(db, id), `Deliverable ${id}`) };
  },
});

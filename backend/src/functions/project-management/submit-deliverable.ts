import { deliverableAnswer, deliverableIdInput } from '@atelier/shared/contract';
import {
  findDeliverable,
  lockDeliverable,
  markDeliverableSubmitted,
} from '../../db/deliverables.ts';
import { AppError } from '../../errors.ts';
import { isUuid, notFound } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { defineAction } from '../registry.ts';
import { announceDeliverableSubmitted } from './deliverable-notices.ts';

export { deliverableIdInput };

const refusals: Record<string, string> = {
  awaiting_approval: 'This deliverable is already waiting for the client',
  approved: 'The client already approved this deliverable',
};

/**
 * A draft (or one sent back with changes) goes to the client for approval: the client is told
 * in the portal and by e-mail, in the same transaction.
 */
export const submitDeliverable = defineAction({
  access: 'admin',
  input: deliverableIdInput,
  output: deliverableAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw notFound('Deliverable');
    await db.transaction(async (tx) => {
      const deliverable = await lockDeliverable(tx, id);
      if (!deliverable) throw notFound('Deliverable');
      const refusal = refusals[deliverable.status];
      if (refusal) throw new AppError('CONFLICT', refusal);
      await markDeliverableSubmitted(tx, id);
      await announceDeliverableSubmitted(tx, id);
    });
    return { deliverable: readBack(await findDeliverable(db, id), `Deliverable ${id}`) };
  },
});

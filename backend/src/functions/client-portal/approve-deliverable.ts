import { clientPortal } from '@atelier/shared/actions';
import type { ApproveDeliverableAnswer } from '@atelier/shared/contract';
import {
  findDeliverable,
  lockDeliverable,
  recordDeliverableAnswer,
} from '../../db/deliverables.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { announceDeliverableAnswer } from '../project-management/deliverable-notices.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';

const refusals: Record<string, string> = {
  approved: 'You already approved this deliverable',
  changes_requested: 'You already asked for changes; the agency will submit it again',
};

/**
 * The client approves a deliverable waiting for them, or asks for changes with a comment; the
 * admins are told in the same transaction. A draft is not shown to the client, so it answers
 * 404 like another client's.
 */
export const approveDeliverable = implement(clientPortal.actions.approve_deliverable, {
  handler: async (
    { id, decision = 'approve', comment },
    { db, caller },
  ): Promise<ApproveDeliverableAnswer> => {
    const client = await portalClient(db, caller);
    if (!isUuid(id)) throw portalNotFound('Deliverable');
    await db.transaction(async (tx) => {
      const deliverable = await lockDeliverable(tx, id, client.id);
      if (!deliverable || deliverable.status === 'draft') throw portalNotFound('Deliverable');
      const refusal = refusals[deliverable.status];
      if (refusal) throw conflict('deliverable_not_open', refusal, { status: deliverable.status });
      const answer = { decision, comment: comment ?? null };
      await recordDeliverableAnswer(tx, id, {
        status: decision === 'approve' ? 'approved' : 'changes_requested',
        comment: answer.comment,
      });
      await announceDeliverableAnswer(tx, id, answer);
    });
    const deliverable = await findDeliverable(db, id);
    if (!deliverable) throw portalNotFound('Deliverable');
    return { deliverable };
  },
});

import { proposalManagement } from '@atelier/shared/actions';
import { declineProposalInput } from '@atelier/shared/contract';
import { lockProposal, setProposalStatus } from '../../db/proposals.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { notifyProposalDeclined } from '../notifications-system/events.ts';
import { implement } from '../registry.ts';
import { findProposalView, proposalNotFound } from './proposal-view.ts';

const refusals: Record<string, string> = {
  draft: 'A draft proposal cannot be declined; delete it instead',
  accepted: 'This proposal was already accepted',
  declined: 'This proposal was already declined',
};

export { declineProposalInput };

/**
 * A sent proposal (expired included: the answer may come late) becomes declined, keeping the
 * client's reason when the admin passes it on.
 */
export const declineProposal = implement(proposalManagement.actions.decline_proposal, {
  handler: async ({ id, reason }, { db }) => {
    if (!isUuid(id)) throw proposalNotFound();
    await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      if (!proposal) throw proposalNotFound();
      const refusal = refusals[proposal.status];
      if (refusal) throw conflict('proposal_not_declinable', refusal, { status: proposal.status });
      await setProposalStatus(tx, id, 'declined', { declineReason: reason ?? null });
      await notifyProposalDeclined(tx, id, reason ?? null);
    });
    return { proposal: await findProposalView(db, id) };
  },
});

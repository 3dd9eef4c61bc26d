import { clientPortal } from '@atelier/shared/actions';
import type { RespondToProposalAnswer } from '@atelier/shared/contract';
import { findClientProposal } from '../../db/portal-records.ts';
import { lockProposal, setProposalStatus } from '../../db/proposals.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { notifyProposalDeclined } from '../notifications-system/events.ts';
import { carryOutAcceptance } from '../proposal-management/accept-proposal.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';
import { toPortalProposal } from './portal-proposal.ts';

/** Why a proposal the client can see cannot be answered any more (409). */
const refusals: Record<string, string> = {
  accepted: 'You already accepted this proposal',
  declined: 'You already declined this proposal',
  expired: 'This proposal has expired; ask the agency for a new one',
};

/**
 * The client accepts or declines a proposal sent to them. Accepting does what the admin's
 * accept_proposal does (the same code: the project is created from the lines); declining keeps
 * the reason. Both tell the admins, in the transaction of the answer.
 */
export const respondToProposal = implement(clientPortal.actions.respond_to_proposal, {
  handler: async ({ id, decision, reason }, { db, caller }): Promise<RespondToProposalAnswer> => {
    const client = await portalClient(db, caller);
    if (!isUuid(id)) throw portalNotFound('Proposal');
    const projectId = await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      // A draft, and another client's proposal, are not the caller's to see.
      if (!proposal || proposal.client_id !== client.id || proposal.status === 'draft') {
        throw portalNotFound('Proposal');
      }
      const refusal = refusals[proposal.status];
      if (refusal) throw new AppError('CONFLICT', refusal);
      if (decision === 'accept') {
        return (await carryOutAcceptance(tx, proposal, {}, caller.userId)).projectId;
      }
      await setProposalStatus(tx, id, 'declined', { declineReason: reason ?? null });
      await notifyProposalDeclined(tx, id, reason ?? null);
      return null;
    });
    const proposal = await findClientProposal(db, client.id, id);
    if (!proposal) throw portalNotFound('Proposal');
    return { proposal: toPortalProposal(proposal), project_id: projectId };
  },
});

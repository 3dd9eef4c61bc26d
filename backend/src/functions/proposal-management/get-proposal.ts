import { proposalManagement } from '@atelier/shared/actions';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { findProposalView, proposalNotFound } from './proposal-view.ts';

export const getProposal = implement(proposalManagement.actions.get_proposal, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw proposalNotFound();
    return { proposal: await findProposalView(db, id) };
  },
});

import { proposalAnswer } from '@atelier/shared/contract';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { proposalIdInput } from './proposal-fields.ts';
import { findProposalView, proposalNotFound } from './proposal-view.ts';

export const getProposal = defineAction({
  access: 'admin',
  input: proposalIdInput,
  output: proposalAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw proposalNotFound();
    return { proposal: await findProposalView(db, id) };
  },
});

import { proposalManagement as proposalManagementActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { acceptProposal } from './accept-proposal.ts';
import { createProposal } from './create-proposal.ts';
import { declineProposal } from './decline-proposal.ts';
import { deleteProposal } from './delete-proposal.ts';
import { getProposalPdf } from './get-pdf.ts';
import { getProposal } from './get-proposal.ts';
import { getProposals } from './get-proposals.ts';
import { sendProposal } from './send-proposal.ts';
import { updateProposal } from './update-proposal.ts';

/** `POST /functions/v1/proposal-management`; the contract is in docs/records.md. */
export const proposalManagement = defineFunction(proposalManagementActions, {
  get_proposals: getProposals,
  get_proposal: getProposal,
  create_proposal: createProposal,
  update_proposal: updateProposal,
  delete_proposal: deleteProposal,
  send_proposal: sendProposal,
  accept_proposal: acceptProposal,
  decline_proposal: declineProposal,
  get_pdf: getProposalPdf,
});

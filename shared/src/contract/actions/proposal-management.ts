import { acceptedProposalAnswer } from '../clients';
import { documentPdfAnswer, pdfInput } from '../documents';
import {
  acceptProposalInput,
  createProposalInput,
  declineProposalInput,
  getProposalsInput,
  proposalAnswer,
  proposalIdInput,
  proposalPageSchema,
  updateProposalInput,
} from '../proposals';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/proposal-management`; the contract is in docs/records.md. */
export const proposalManagement = defineActions('proposal-management', {
  get_proposals: { access: 'admin', input: getProposalsInput, output: proposalPageSchema },
  get_proposal: { access: 'admin', input: proposalIdInput, output: proposalAnswer },
  /** A draft, to a client or to a lead; the totals are computed by the server. */
  create_proposal: { access: 'admin', input: createProposalInput, output: proposalAnswer },
  update_proposal: { access: 'admin', input: updateProposalInput, output: proposalAnswer },
  /** A draft only. */
  delete_proposal: { access: 'admin', input: proposalIdInput, output: emptyAnswer },
  send_proposal: { access: 'admin', input: proposalIdInput, output: proposalAnswer },
  /** Answers the project the proposal became and the client (a converted lead, if it was one). */
  accept_proposal: { access: 'admin', input: acceptProposalInput, output: acceptedProposalAnswer },
  decline_proposal: { access: 'admin', input: declineProposalInput, output: proposalAnswer },
  /** The stored PDF once sent, a draft's preview before. */
  get_pdf: { access: 'admin', input: pdfInput, output: documentPdfAnswer },
});

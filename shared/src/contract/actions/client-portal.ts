import {
  portalContractFileSchema,
  portalContractInput,
  portalContractsAnswer,
  portalOverviewSchema,
  portalProfileAnswer,
  portalSigningLinkSchema,
  updateProfileInput,
} from '../client-portal';
import {
  getFilesInput,
  getMessagesInput,
  payInvoiceAnswer,
  payInvoiceInput,
  portalFilesSchema,
  portalMessagesSchema,
  registeredPortalFileSchema,
  registerFileInput,
  sendMessageInput,
  sentPortalMessageSchema,
} from '../client-portal-exchange';
import {
  approveDeliverableInput,
  portalInvoiceAnswer,
  portalInvoicesAnswer,
  portalProjectAnswer,
  portalProjectsAnswer,
  portalProposalAnswer,
  portalProposalsAnswer,
  portalRecordInput,
  respondToProposalAnswer,
  respondToProposalInput,
} from '../client-portal-records';
import { deliverableAnswer } from '../deliverables';
import { documentPdfAnswer, pdfInput } from '../documents';
import { defineActions } from './define';

/**
 * `POST /functions/v1/client-portal`: the signed-in client's own records (docs/portal.md);
 * another client's id answers 404 like an unknown one.
 */
export const clientPortal = defineActions('client-portal', {
  get_overview: { access: 'client', output: portalOverviewSchema },
  /** Without a change it changes nothing and answers the profile as it stands. */
  update_profile: { access: 'client', input: updateProfileInput, output: portalProfileAnswer },
  get_contracts: { access: 'client', output: portalContractsAnswer },
  /** A fresh signing link for the caller's own signature; the e-mailed one stops working. */
  open_signing: { access: 'client', input: portalContractInput, output: portalSigningLinkSchema },
  download_contract: {
    access: 'client',
    input: portalContractInput,
    output: portalContractFileSchema,
  },
  get_projects: { access: 'client', output: portalProjectsAnswer },
  get_project: { access: 'client', input: portalRecordInput, output: portalProjectAnswer },
  approve_deliverable: {
    access: 'client',
    input: approveDeliverableInput,
    output: deliverableAnswer,
  },
  get_proposals: { access: 'client', output: portalProposalsAnswer },
  get_proposal: { access: 'client', input: portalRecordInput, output: portalProposalAnswer },
  respond_to_proposal: {
    access: 'client',
    input: respondToProposalInput,
    output: respondToProposalAnswer,
  },
  get_invoices: { access: 'client', output: portalInvoicesAnswer },
  get_invoice: { access: 'client', input: portalRecordInput, output: portalInvoiceAnswer },
  /** Paid at once (`test`), or a hosted checkout started (`stripe`): see `payInvoiceAnswer`. */
  pay_invoice: {
    access: 'client',
    input: payInvoiceInput(() => new Date()),
    output: payInvoiceAnswer,
  },
  get_messages: { access: 'client', input: getMessagesInput, output: portalMessagesSchema },
  send_message: { access: 'client', input: sendMessageInput, output: sentPortalMessageSchema },
  get_files: { access: 'client', input: getFilesInput, output: portalFilesSchema },
  register_file: {
    access: 'client',
    input: registerFileInput,
    output: registeredPortalFileSchema,
  },
  get_invoice_pdf: { access: 'client', input: pdfInput, output: documentPdfAnswer },
  get_proposal_pdf: { access: 'client', input: pdfInput, output: documentPdfAnswer },
  get_credit_note_pdf: { access: 'client', input: pdfInput, output: documentPdfAnswer },
});

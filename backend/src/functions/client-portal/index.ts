import { clientPortal as clientPortalActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { approveDeliverable } from './approve-deliverable.ts';
import { downloadContract } from './download-contract.ts';
import { getContracts } from './get-contracts.ts';
import { getFiles } from './get-files.ts';
import { getInvoice } from './get-invoice.ts';
import { getInvoices } from './get-invoices.ts';
import { getMessages } from './get-messages.ts';
import { getOverview } from './get-overview.ts';
import { getCreditNotePdf, getInvoicePdf, getProposalPdf } from './get-pdfs.ts';
import { getProject } from './get-project.ts';
import { getProjects } from './get-projects.ts';
import { getProposal } from './get-proposal.ts';
import { getProposals } from './get-proposals.ts';
import { openSigning } from './open-signing.ts';
import { payInvoice } from './pay-invoice.ts';
import { registerFile } from './register-file.ts';
import { respondToProposal } from './respond-to-proposal.ts';
import { sendMessage } from './send-message.ts';
import { updateProfile } from './update-profile.ts';

/**
 * `POST /functions/v1/client-portal`: the signed-in client's own records (docs/portal.md).
 * Every action resolves the caller's client with `portalClient` and reads or writes only its
 * records; another client's id answers 404 like an unknown one.
 */
export const clientPortal = defineFunction(clientPortalActions, {
  get_overview: getOverview,
  update_profile: updateProfile,
  get_contracts: getContracts,
  open_signing: openSigning,
  download_contract: downloadContract,
  get_projects: getProjects,
  get_project: getProject,
  approve_deliverable: approveDeliverable,
  get_proposals: getProposals,
  get_proposal: getProposal,
  respond_to_proposal: respondToProposal,
  get_invoices: getInvoices,
  get_invoice: getInvoice,
  pay_invoice: payInvoice,
  get_messages: getMessages,
  send_message: sendMessage,
  get_files: getFiles,
  register_file: registerFile,
  get_invoice_pdf: getInvoicePdf,
  get_proposal_pdf: getProposalPdf,
  get_credit_note_pdf: getCreditNotePdf,
});

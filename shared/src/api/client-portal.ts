import { type CallOptions, callFunction } from '@atelier/shared';
import type {
  PortalContract,
  PortalContractFile,
  PortalOverview,
  PortalProfile,
  PortalSigningLink,
  ProfileChanges,
} from '../contract/client-portal';
import type {
  CheckoutStarted,
  PaidInvoice,
  PayInvoiceRequest,
  PortalFiles,
  PortalMessages,
  RegisteredPortalFile,
  SentPortalMessage,
} from '../contract/client-portal-exchange';
import type {
  ApproveDeliverableAnswer,
  DeliverableDecision,
  PortalInvoiceAnswer,
  PortalInvoicesAnswer,
  PortalProjectAnswer,
  PortalProjectsAnswer,
  PortalProposalAnswer,
  PortalProposalsAnswer,
  ProposalDecision,
  RespondToProposalAnswer,
} from '../contract/client-portal-records';
import type { DocumentPdf } from '../contract/documents';

/**
 * The signed-in client's function (docs/portal.md): every action reads or writes that
 * client's own records only, decided on the server.
 */
export const CLIENT_PORTAL_FUNCTION = 'client-portal';

export const CLIENT_PORTAL_ACTIONS = [
  'get_overview',
  'get_projects',
  'get_project',
  'approve_deliverable',
  'get_proposals',
  'get_proposal',
  'respond_to_proposal',
  'get_contracts',
  'open_signing',
  'download_contract',
  'get_invoices',
  'get_invoice',
  'get_invoice_pdf',
  'get_proposal_pdf',
  'get_credit_note_pdf',
  'pay_invoice',
  'get_messages',
  'send_message',
  'get_files',
  'register_file',
  'update_profile',
] as const;
export type ClientPortalAction = (typeof CLIENT_PORTAL_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: ClientPortalAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(CLIENT_PORTAL_FUNCTION, action, payload, options);

export const getPortalOverview = (options?: CallOptions) =>
  call<PortalOverview>('get_overview', {}, options);

export const getPortalProjects = (options?: CallOptions) =>
  call<PortalProjectsAnswer>('get_projects', {}, options);

export const getPortalProject = (id: string, options?: CallOptions) =>
  call<PortalProjectAnswer>('get_project', { id }, options);

/** `changes` needs a comment; the agency is told either way. */
export const respondToDeliverable = (
  id: string,
  decision: DeliverableDecision,
  comment?: string,
  options?: CallOptions,
) =>
  call<ApproveDeliverableAnswer>(
    'approve_deliverable',
    { id, decision, ...(comment ? { comment } : {}) },
    options,
  );

export const getPortalProposals = (options?: CallOptions) =>
  call<PortalProposalsAnswer>('get_proposals', {}, options);

export const getPortalProposal = (id: string, options?: CallOptions) =>
  call<PortalProposalAnswer>('get_proposal', { id }, options);

/** Accepting makes the project; a decline keeps its reason for the agency. */
export const respondToProposal = (
  id: string,
  decision: ProposalDecision,
  reason?: string,
  options?: CallOptions,
) =>
  call<RespondToProposalAnswer>(
    'respond_to_proposal',
    { id, decision, ...(reason ? { reason } : {}) },
    options,
  );

export const getPortalContracts = (options?: CallOptions) =>
  call<{ contracts: PortalContract[] }>('get_contracts', {}, options);

/** A fresh signing link for the signed-in client's own signature (`/sign/<token>`). */
export const openContractSigning = (id: string, options?: CallOptions) =>
  call<PortalSigningLink>('open_signing', { id }, options);

export const downloadPortalContract = (id: string, options?: CallOptions) =>
  call<PortalContractFile>('download_contract', { id }, options);

export const getPortalInvoices = (options?: CallOptions) =>
  call<PortalInvoicesAnswer>('get_invoices', {}, options);

export const getPortalInvoice = (id: string, options?: CallOptions) =>
  call<PortalInvoiceAnswer>('get_invoice', { id }, options);

/** A failed charge is a 402 `PAYMENT_FAILED` with the provider's reason; nothing is recorded. */
export const payPortalInvoice = (request: PayInvoiceRequest, options?: CallOptions) =>
  call<PaidInvoice>('pay_invoice', request, options);

/** Starts a Stripe Checkout of the balance (or `amount`): the page to send the client to. */
export const startPortalCheckout = (
  request: { id: string; amount?: number; provider: 'stripe' },
  options?: CallOptions,
) => call<CheckoutStarted>('pay_invoice', request, options);

export const getPortalMessages = (projectId?: string, options?: CallOptions) =>
  call<PortalMessages>('get_messages', projectId ? { project_id: projectId } : {}, options);

export const sendPortalMessage = (
  message: { body: string; project_id?: string; attachment_path?: string },
  options?: CallOptions,
) => call<SentPortalMessage>('send_message', message, options);

export const getPortalFiles = (projectId?: string, options?: CallOptions) =>
  call<PortalFiles>('get_files', projectId ? { project_id: projectId } : {}, options);

/** Records a file the client uploaded to `client-files/<their id>/…` through storage. */
export const registerPortalFile = (
  file: { path: string; project_id?: string },
  options?: CallOptions,
) => call<RegisteredPortalFile>('register_file', file, options);

/** `update_profile` without a change changes nothing and answers the profile as it stands. */
export const getPortalProfile = (options?: CallOptions) =>
  call<{ profile: PortalProfile }>('update_profile', {}, options);

export const updatePortalProfile = (changes: ProfileChanges, options?: CallOptions) =>
  call<{ profile: PortalProfile }>('update_profile', changes, options);

/**
 * Registers the sample client's answers (demo/demo-portal.ts), so the portal still shows a
 * client's records, with the demo banner, when the server cannot answer. Loaded on demand.
 */
export async function registerPortalDemo(): Promise<void> {
  const { registerPortalDemoHandlers } = await import('../demo/demo-portal');
  registerPortalDemoHandlers();
}

/** The caller's own documents as the agency stored them (docs/portal.md). */
export const getPortalInvoicePdf = (id: string, options?: CallOptions) =>
  call<{ pdf: DocumentPdf }>('get_invoice_pdf', { id }, { demoFallback: false, ...options });

export const getPortalProposalPdf = (id: string, options?: CallOptions) =>
  call<{ pdf: DocumentPdf }>('get_proposal_pdf', { id }, { demoFallback: false, ...options });

export const getPortalCreditNotePdf = (id: string, options?: CallOptions) =>
  call<{ pdf: DocumentPdf }>('get_credit_note_pdf', { id }, { demoFallback: false, ...options });

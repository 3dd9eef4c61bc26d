import {
  type ApiResult,
  actionCaller,
  type CallOptions,
  registerDemoLoader,
} from '@atelier/shared';
import type { ProfileChanges } from '../../contract/client-portal';
import type {
  CheckoutStarted,
  PaidInvoice,
  PayInvoiceRequest,
} from '../../contract/client-portal-exchange';
import type { DeliverableDecision } from '../../contract/client-portal-records';
import type { SignatureType } from '../../contract/contracts';

/**
 * The signed-in client's function (docs/portal.md): every action reads or writes that
 * client's own records only, decided on the server.
 */
export const CLIENT_PORTAL_FUNCTION = 'client-portal' as const;

const call = actionCaller(CLIENT_PORTAL_FUNCTION);

export const getPortalOverview = (options?: CallOptions) => call('get_overview', {}, options);

export const getPortalProjects = (options?: CallOptions) => call('get_projects', {}, options);

export const getPortalProject = (id: string, options?: CallOptions) =>
  call('get_project', { id }, options);

/** `changes` needs a comment; the agency is told either way. */
export const respondToDeliverable = (
  id: string,
  decision: DeliverableDecision,
  comment?: string,
  options?: CallOptions,
) => call('approve_deliverable', { id, decision, ...(comment ? { comment } : {}) }, options);

export const getPortalProposals = (options?: CallOptions) => call('get_proposals', {}, options);

export const getPortalProposal = (id: string, options?: CallOptions) =>
  call('get_proposal', { id }, options);

/**
 * The client's answer to a proposal: accepting signs it (a typed name or a drawn PNG data URL)
 * with the consent to sign electronically; a decline keeps its optional reason for the agency.
 */
export type ProposalResponse =
  | { decision: 'accept'; signature: { type: SignatureType; value: string } }
  | { decision: 'decline'; reason?: string };

export const respondToProposal = (id: string, response: ProposalResponse, options?: CallOptions) =>
  call(
    'respond_to_proposal',
    response.decision === 'accept'
      ? { id, decision: 'accept' as const, signature: response.signature, consent: true as const }
      : { id, decision: 'decline', ...(response.reason ? { reason: response.reason } : {}) },
    options,
  );

export const getPortalContracts = (options?: CallOptions) => call('get_contracts', {}, options);

/** A fresh signing link for the signed-in client's own signature (`/sign/<token>`). */
export const openContractSigning = (id: string, options?: CallOptions) =>
  call('open_signing', { id }, options);

export const downloadPortalContract = (id: string, options?: CallOptions) =>
  call('download_contract', { id }, options);

export const getPortalInvoices = (options?: CallOptions) => call('get_invoices', {}, options);

export const getPortalInvoice = (id: string, options?: CallOptions) =>
  call('get_invoice', { id }, options);

/**
 * A payment made at once (a provider that charges directly). A failed charge is a 402
 * `PAYMENT_FAILED` with the provider's reason; nothing is recorded. A hosted checkout started
 * instead (the provider was `stripe`) is said, never shown as paid.
 */
export async function payPortalInvoice(
  request: PayInvoiceRequest,
  options?: CallOptions,
): Promise<ApiResult<PaidInvoice>> {
  const result = await call('pay_invoice', request, options);
  if (!result.success || 'payment' in result) return result;
  return { success: false, error: 'The invoice was not paid at once', code: 'NOT_PAID' };
}

/**
 * Starts a Stripe Checkout of the balance (or `amount`): the page to send the client to. A
 * payment recorded at once instead is said, never taken for a checkout.
 */
export async function startPortalCheckout(
  request: { id: string; amount?: number; provider: 'stripe' },
  options?: CallOptions,
): Promise<ApiResult<CheckoutStarted>> {
  const result = await call('pay_invoice', request, options);
  if (!result.success || 'redirect_url' in result) return result;
  return { success: false, error: 'No checkout was started', code: 'NO_CHECKOUT' };
}

export const getPortalMessages = (projectId?: string, options?: CallOptions) =>
  call('get_messages', projectId ? { project_id: projectId } : {}, options);

export const sendPortalMessage = (
  message: { body: string; project_id?: string; attachment_path?: string },
  options?: CallOptions,
) => call('send_message', message, options);

export const getPortalFiles = (projectId?: string, options?: CallOptions) =>
  call('get_files', projectId ? { project_id: projectId } : {}, options);

/** Records a file the client uploaded to `client-files/<their id>/…` through storage. */
export const registerPortalFile = (
  file: { path: string; project_id?: string },
  options?: CallOptions,
) => call('register_file', file, options);

/** `update_profile` without a change changes nothing and answers the profile as it stands. */
export const getPortalProfile = (options?: CallOptions) => call('update_profile', {}, options);

export const updatePortalProfile = (changes: ProfileChanges, options?: CallOptions) =>
  call('update_profile', changes, options);

/**
 * Registers the sample client's answers (`demo.ts`), so the portal still shows a client's
 * records, with the demo banner, when the server cannot answer. Downloaded only when one of the
 * calls falls back to them, so no call waits for them.
 */
export function registerPortalDemo(): void {
  registerDemoLoader(CLIENT_PORTAL_FUNCTION, async () => {
    const { registerPortalDemoHandlers } = await import('./demo');
    registerPortalDemoHandlers();
  });
}

/** The caller's own documents as the agency stored them (docs/portal.md). */
export const getPortalInvoicePdf = (id: string, options?: CallOptions) =>
  call('get_invoice_pdf', { id }, { demoFallback: false, ...options });

export const getPortalProposalPdf = (id: string, options?: CallOptions) =>
  call('get_proposal_pdf', { id }, { demoFallback: false, ...options });

export const getPortalCreditNotePdf = (id: string, options?: CallOptions) =>
  call('get_credit_note_pdf', { id }, { demoFallback: false, ...options });

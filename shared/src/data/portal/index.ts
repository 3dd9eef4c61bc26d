/**
 * `@atelier/shared/data/portal`: what the signed-in client's browser knows of their own records
 * — the `client-portal` function's calls (`calls.ts`), the query keys (`keys.ts`), what a
 * client's write refreshes (`effects.ts`), one hook per query (`use-portal-<what>.ts`), the
 * writes (`use-portal-writes.ts`, `use-portal-payment.ts`) and the sample client's answers
 * (`demo*.ts`, downloaded only when a call falls back to them).
 */
export * from './calls';
export { PORTAL_WRITE_EFFECTS } from './effects';
export { portalKeys } from './keys';
export { usePortalContracts } from './use-portal-contracts';
export { usePortalFiles } from './use-portal-files';
export { usePortalInvoice } from './use-portal-invoice';
export { usePortalInvoices } from './use-portal-invoices';
export { usePortalMessages } from './use-portal-messages';
export { usePortalOverview } from './use-portal-overview';
export { usePayInvoice, useStartCheckout } from './use-portal-payment';
export { usePortalProfile } from './use-portal-profile';
export { usePortalProject } from './use-portal-project';
export { usePortalProjects } from './use-portal-projects';
export { usePortalProposal } from './use-portal-proposal';
export { usePortalProposals } from './use-portal-proposals';
export {
  useDeliverableAnswer,
  useProfileSave,
  useProposalAnswer,
  useRefreshPortal,
} from './use-portal-writes';

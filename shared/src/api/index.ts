/**
 * `@atelier/shared/api`: the back office's and the portal's API calls, one module per backend
 * function (each one's contract is in docs/). Not in the root entry: the root is one federation
 * shared module, loaded whole by every page, and the public site needs none of these (issue 16's
 * byte budget). Each remote bundles the wrappers it uses; they call the root's `callAction`
 * and register demo handlers in the root's registry, so the state they touch stays single.
 * Types only from the contract: this entry never reaches zod.
 */

export {
  ANALYTICS_FUNCTION,
  getAnalytics,
} from '../data/analytics/calls';
export {
  CALENDAR_FUNCTION,
  createEvent,
  deleteEvent,
  getCalendarFeed,
  getEvents,
  getEventsInRange,
  revokeCalendarFeed,
  updateEvent,
} from '../data/calendar/calls';
export {
  CLIENT_FUNCTION,
  convertLead,
  createClient,
  deleteClient,
  getClient,
  getClientFiles,
  getClientMessages,
  getClients,
  inviteToPortal,
  linkPortalAccount,
  revokePortalAccess,
  sendClientMessage,
  updateClient,
} from '../data/clients/calls';
export {
  archiveContractTemplate,
  CONTRACTS_FUNCTION,
  cancelContract,
  createContract,
  createContractTemplate,
  downloadContract,
  getContract,
  getContractAnalytics,
  getContractSignatures,
  getContracts,
  getContractTemplates,
  registerContractsDemo,
  remindContract,
  sendContract,
  updateContract,
  updateContractTemplate,
} from '../data/contracts/calls';
export {
  declineContract,
  downloadSigningDocument,
  E_SIGNATURE_FUNCTION,
  getSigningDocument,
  signContract,
  verifyContractDocument,
} from '../data/e-signature/calls';
export {
  getInsights,
  INSIGHTS_FUNCTION,
} from '../data/insights/calls';
export {
  approveGenerated,
  attachInvoiceRule,
  createInvoiceRule,
  deleteInvoiceRule,
  getGeneratedInvoices,
  getInvoiceAutomationAnalytics,
  getInvoiceRules,
  getReminderSettings,
  INVOICE_AUTOMATION_FUNCTION,
  registerInvoiceAutomationDemo,
  runSchedules,
  saveReminderSettings,
  updateInvoiceRule,
} from '../data/invoice-automation/calls';
export {
  cancelInvoice,
  createCreditNote,
  createInvoice,
  deleteInvoice,
  getCreditNote,
  getCreditNotePdf,
  getCreditNotes,
  getInvoice,
  getInvoicePdf,
  getInvoiceSettings,
  getInvoices,
  INVOICE_FUNCTION,
  sendInvoice,
  updateInvoice,
  updateInvoiceSettings,
} from '../data/invoices/calls';
export {
  getRescoreStatus,
  getScoredLeads,
  getScoringAnalytics,
  getScoringCriteria,
  LEAD_SCORING_FUNCTION,
  previewRescore,
  registerLeadScoringDemo,
  saveScoringCriteria,
} from '../data/lead-scoring/calls';
export {
  addLead,
  bulkDeleteLeads,
  bulkUpdateLeadStatus,
  createLead,
  deleteLead,
  getLead,
  getLeadStats,
  getLeads,
  LEAD_FUNCTION,
  registerLeadDemo,
  updateLead,
} from '../data/leads/calls';
export {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_FUNCTION,
  registerNotificationsDemo,
} from '../data/notifications/calls';
export {
  DASHBOARD_FUNCTION,
  getOverview,
  registerOverviewDemo,
} from '../data/overview/calls';
export {
  CLIENT_PORTAL_FUNCTION,
  downloadPortalContract,
  getPortalContracts,
  getPortalCreditNotePdf,
  getPortalFiles,
  getPortalInvoice,
  getPortalInvoicePdf,
  getPortalInvoices,
  getPortalMessages,
  getPortalOverview,
  getPortalProfile,
  getPortalProject,
  getPortalProjects,
  getPortalProposal,
  getPortalProposalPdf,
  getPortalProposals,
  openContractSigning,
  payPortalInvoice,
  registerPortalDemo,
  registerPortalFile,
  respondToDeliverable,
  respondToProposal,
  sendPortalMessage,
  startPortalCheckout,
  updatePortalProfile,
} from '../data/portal/calls';
export {
  addDeliverable,
  createProject,
  deleteProject,
  getProject,
  getProjects,
  PROJECT_FUNCTION,
  setMilestoneDone,
  submitDeliverable,
  updateProject,
} from '../data/projects/calls';
export {
  acceptProposal,
  createProposal,
  declineProposal,
  deleteProposal,
  getProposal,
  getProposalPdf,
  getProposals,
  PROPOSAL_FUNCTION,
  sendProposal,
  updateProposal,
} from '../data/proposals/calls';
export {
  deletePayment,
  getMonthlyRevenue,
  getPayments,
  getRevenueStats,
  REVENUE_FUNCTION,
  recordPayment,
  registerRevenueDemo,
} from '../data/revenue/calls';
export {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  getTeamMembers,
  inviteTeamMember,
  TEAM_FUNCTION,
  updateTeamMember,
} from '../data/team/calls';
export {
  archiveTemplate,
  createTemplate,
  getTemplate,
  getTemplates,
  registerTemplatesDemo,
  startProjectFromTemplate,
  TEMPLATE_FUNCTION,
  updateTemplate,
} from '../data/templates/calls';
export {
  changeAccountPassword,
  confirmAccountEmailChange,
  requestAccountEmailChange,
} from './auth-user';
export { saveDocumentPdf } from './document-pdf';
export { CLIENT_FILES_BUCKET, storageUrlPath, uploadToStorage } from './storage';
export { NO_DEMO, whileDemoShown } from './write-options';

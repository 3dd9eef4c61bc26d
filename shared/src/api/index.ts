/**
 * The root entry's API calls, one module per backend function (each one's contract is in
 * docs/); re-exported by `shared/src/index.ts`. Types only from the contract: the root entry
 * never reaches zod.
 */
export {
  ANALYTICS_ACTIONS,
  ANALYTICS_FUNCTION,
  type AnalyticsAction,
  getAnalytics,
} from './analytics';
export {
  CALENDAR_ACTIONS,
  CALENDAR_FUNCTION,
  type CalendarAction,
  createEvent,
  deleteEvent,
  getEvents,
  updateEvent,
} from './calendar';
export { type CallOptions, callFunction } from './call-function';
export {
  CLIENT_ACTIONS,
  CLIENT_FUNCTION,
  type ClientAction,
  convertLead,
  createClient,
  deleteClient,
  getClient,
  getClients,
  updateClient,
} from './clients';
export {
  archiveContractTemplate,
  CONTRACTS_ACTIONS,
  CONTRACTS_FUNCTION,
  type ContractsAction,
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
} from './contracts';
export {
  declineContract,
  downloadSigningDocument,
  E_SIGNATURE_ACTIONS,
  E_SIGNATURE_FUNCTION,
  type ESignatureAction,
  getSigningDocument,
  signContract,
  verifyContractDocument,
} from './e-signature';
export {
  getInsights,
  INSIGHTS_ACTIONS,
  INSIGHTS_FUNCTION,
  type InsightsAction,
} from './insights';
export {
  attachInvoiceRule,
  createInvoiceRule,
  deleteInvoiceRule,
  getGeneratedInvoices,
  getInvoiceAutomationAnalytics,
  getInvoiceRules,
  getReminderSettings,
  INVOICE_AUTOMATION_ACTIONS,
  INVOICE_AUTOMATION_FUNCTION,
  type InvoiceAutomationAction,
  registerInvoiceAutomationDemo,
  runSchedules,
  saveReminderSettings,
  updateInvoiceRule,
} from './invoice-automation';
export {
  cancelInvoice,
  createInvoice,
  deleteInvoice,
  getInvoice,
  getInvoiceSettings,
  getInvoices,
  INVOICE_ACTIONS,
  INVOICE_FUNCTION,
  type InvoiceAction,
  sendInvoice,
  updateInvoice,
  updateInvoiceSettings,
} from './invoices';
export {
  getRescoreStatus,
  getScoredLeads,
  getScoringAnalytics,
  getScoringCriteria,
  LEAD_SCORING_ACTIONS,
  LEAD_SCORING_FUNCTION,
  type LeadScoringAction,
  previewRescore,
  registerLeadScoringDemo,
  saveScoringCriteria,
} from './lead-scoring';
export {
  bulkDeleteLeads,
  bulkUpdateLeadStatus,
  createLead,
  deleteLead,
  getLead,
  getLeadStats,
  getLeads,
  LEAD_ACTIONS,
  LEAD_FUNCTION,
  type LeadAction,
  registerLeadDemo,
  updateLead,
} from './leads';
export {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_ACTIONS,
  NOTIFICATIONS_FUNCTION,
  type NotificationAction,
  registerNotificationsDemo,
} from './notifications';
export {
  DASHBOARD_ACTIONS,
  DASHBOARD_FUNCTION,
  type DashboardAction,
  getOverview,
  registerOverviewDemo,
} from './overview';
export {
  createProject,
  deleteProject,
  getProject,
  getProjects,
  PROJECT_ACTIONS,
  PROJECT_FUNCTION,
  type ProjectAction,
  setMilestoneDone,
  updateProject,
} from './projects';
export {
  acceptProposal,
  createProposal,
  declineProposal,
  deleteProposal,
  getProposal,
  getProposals,
  PROPOSAL_ACTIONS,
  PROPOSAL_FUNCTION,
  type ProposalAction,
  sendProposal,
  updateProposal,
} from './proposals';
export { type ApiFailure, type ApiResult, type ApiSuccess, isApiFailure } from './result';
export {
  deletePayment,
  getMonthlyRevenue,
  getPayments,
  getRevenueStats,
  REVENUE_ACTIONS,
  REVENUE_FUNCTION,
  type RevenueAction,
  recordPayment,
  registerRevenueDemo,
} from './revenue';
export {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  getTeamMembers,
  inviteTeamMember,
  TEAM_ACTIONS,
  TEAM_FUNCTION,
  type TeamAction,
  updateTeamMember,
} from './team';
export {
  archiveTemplate,
  createTemplate,
  getTemplate,
  getTemplates,
  registerTemplatesDemo,
  startProjectFromTemplate,
  TEMPLATE_ACTIONS,
  TEMPLATE_FUNCTION,
  type TemplateAction,
  updateTemplate,
} from './templates';
export {
  isTransientFailure,
  login,
  logout,
  type RegistrationInput,
  register,
  requestPasswordReset,
  resetPassword,
  verifyToken,
} from './user-authentication';

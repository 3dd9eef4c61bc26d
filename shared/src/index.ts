import './i18n/common';

export {
  ANALYTICS_ACTIONS,
  ANALYTICS_FUNCTION,
  type AnalyticsAction,
  getAnalytics,
} from './api/analytics';
export {
  CALENDAR_ACTIONS,
  CALENDAR_FUNCTION,
  type CalendarAction,
  createEvent,
  deleteEvent,
  getEvents,
  updateEvent,
} from './api/calendar';
export { type CallOptions, callFunction } from './api/call-function';
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
} from './api/clients';
export {
  getInsights,
  INSIGHTS_ACTIONS,
  INSIGHTS_FUNCTION,
  type InsightsAction,
} from './api/insights';
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
} from './api/invoice-automation';
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
} from './api/invoices';
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
} from './api/lead-scoring';
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
} from './api/leads';
export {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_ACTIONS,
  NOTIFICATIONS_FUNCTION,
  type NotificationAction,
  registerNotificationsDemo,
} from './api/notifications';
export {
  DASHBOARD_ACTIONS,
  DASHBOARD_FUNCTION,
  type DashboardAction,
  getOverview,
  registerOverviewDemo,
} from './api/overview';
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
} from './api/projects';
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
} from './api/proposals';
export { type ApiFailure, type ApiResult, type ApiSuccess, isApiFailure } from './api/result';
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
} from './api/revenue';
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
} from './api/team';
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
} from './api/templates';
export {
  isTransientFailure,
  login,
  logout,
  type RegistrationInput,
  register,
  requestPasswordReset,
  resetPassword,
  verifyToken,
} from './api/user-authentication';
export { AuthContext, type AuthContextValue, useAuth } from './auth/auth-context';
export {
  type AuthUser,
  BYPASS_USER,
  isAdminRole,
  readStoredTokens,
  type Session,
  type SessionStatus,
  type SignOutReason,
  type UserRole,
  useAuthStore,
} from './auth/auth-store';
export { isAdminPath, LOGIN_PATH, loginPath, postSignInPath, safeRedirect } from './auth/redirect';
export {
  isDueForRefresh,
  type RefreshOutcome,
  refreshStoredSession,
  retryDelay,
  startSessionRefresh,
} from './auth/session-refresh';
export { readStorage, STORAGE_KEYS, writeStorage } from './auth/storage-keys';
// The analytics range limits and schemas are on `@atelier/shared/contract`.
export type {
  AnalyticsCounts,
  AnalyticsDay,
  AnalyticsRange,
  AnalyticsReport,
  DeviceClass,
  FunnelStep,
  FunnelStepKey,
} from './contract/analytics';
// The calendar's enums and limits come with `./records/core` (Zod-free), like every status.
export type {
  CalendarEvent,
  CalendarEventChanges,
  CalendarEventFields,
  NewCalendarEvent,
} from './contract/calendar';
export type {
  Client,
  ClientChanges,
  ClientDetail,
  ClientFields,
  ClientListQuery,
  ClientPage,
  ClientSortColumn,
  ConvertedLead,
  ConvertLeadOverrides,
  NewClient,
} from './contract/clients';
export type {
  ClientRevenue,
  Conversion,
  Insights,
  InsightsQuery,
  InsightsRange,
  MonthRevenue,
  PipelineStage,
} from './contract/insights';
// The generation schemas and INVOICE_GENERATION_KINDS are on `@atelier/shared/contract`.
export type {
  GeneratedInvoice,
  GeneratedInvoicesPage,
  GeneratedInvoicesQuery,
  InvoiceGenerationKind,
  RunSchedulesAnswer,
} from './contract/invoice-generation';
// The invoice rule and reminder schemas are on `@atelier/shared/contract`.
export type {
  InvoiceAmountType,
  InvoiceRule,
  InvoiceRuleChanges,
  InvoiceRuleTrigger,
  InvoiceSendMode,
  MilestoneStep,
  NewInvoiceRule,
  TimeSchedule,
} from './contract/invoice-rules';
export type {
  Invoice,
  InvoiceChanges,
  InvoiceDetail,
  InvoiceFields,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSettings,
  InvoiceSettingsChanges,
  InvoiceSortColumn,
  NewInvoice,
} from './contract/invoices';
// The scoring schemas and SCORING_FACTS are on `@atelier/shared/contract`.
export type {
  FactTest,
  RescorePreview,
  RescoreSample,
  ScoredLead,
  ScoredLeadPage,
  ScoredLeadQuery,
  ScoredLeadSortColumn,
  ScoringAnalytics,
  ScoringCondition,
  ScoringCriterion,
  ScoringFact,
  ScoringRun,
  ScoringRunStatus,
  StoredScoringCriterion,
} from './contract/lead-scoring';
// The lead vocabulary is Zod-free; the lead schemas are on `@atelier/shared/contract`.
export {
  COMPANY_SIZES,
  type CompanySize,
  GRADE_RANGES,
  LEAD_GRADES,
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  LEAD_SORT_COLUMNS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type LeadGrade,
  type LeadProjectType,
  type LeadSortColumn,
  type LeadSource,
  type LeadStatus,
  type LeadTimeline,
  leadGrade,
  PUBLIC_LEAD_SOURCES,
  type PublicLeadSource,
  UTM_FIELDS,
  type UtmField,
} from './contract/lead-vocabulary';
export type {
  Lead,
  LeadChanges,
  LeadDetail,
  LeadFields,
  LeadListQuery,
  LeadPage,
  LeadScoring,
  LeadStats,
  LeadStatusChange,
  NewLead,
  ScoreCriterion,
} from './contract/leads';
export type { LineItem, LineItemFields } from './contract/line-items';
export type {
  AppNotification,
  NotificationListQuery,
  NotificationPage,
  NotificationType,
} from './contract/notifications';
export type { ActivityItem, OverdueInvoice, Overview } from './contract/overview';
// The contract's Zod-free checks; the schemas are on `@atelier/shared/contract` (never on `/`).
export {
  EMAIL_PATTERN,
  inDateRange,
  isEmailAddress,
  isUuid,
  MAX_DATE,
  MIN_DATE,
} from './contract/patterns';
export type {
  InvoiceAutomationAnalytics,
  ReminderPolicy,
  ReminderSettings,
  ReminderStep,
  ReminderWhen,
  SaveReminderSettings,
  UpcomingInvoice,
} from './contract/payment-reminders';
export type {
  NewPayment,
  Payment,
  PaymentFields,
  PaymentListQuery,
  PaymentPage,
  PaymentSortColumn,
  RecordedPayment,
} from './contract/payments';
export type {
  Milestone,
  MilestoneFields,
  NewProject,
  Project,
  ProjectChanges,
  ProjectDetail,
  ProjectFields,
  ProjectListQuery,
  ProjectMember,
  ProjectPage,
  ProjectSortColumn,
} from './contract/projects';
export type {
  AcceptProposalOptions,
  NewProposal,
  Proposal,
  ProposalChanges,
  ProposalFields,
  ProposalListQuery,
  ProposalPage,
  ProposalSortColumn,
} from './contract/proposals';
export type { MonthlyRevenue, RevenueStats } from './contract/revenue';
// TEAM_LIMITS and the team schemas are on `@atelier/shared/contract`.
export type {
  NewTeamMember,
  TeamInvitation,
  TeamListQuery,
  TeamMember,
  TeamMemberChanges,
  TeamMemberDetail,
  TeamMemberFields,
  TeamPage,
  TeamSortColumn,
} from './contract/team';
// The template enums, limits and schemas are on `@atelier/shared/contract`.
export type {
  NewTemplate,
  ProjectTemplate,
  TemplateCategory,
  TemplateChanges,
  TemplateComplexity,
  TemplateTask,
  UsedTemplate,
  UseTemplate,
} from './contract/templates';
export { type DemoReason, useDemoModeStore } from './demo/demo-mode';
export {
  answerFromDemo,
  type DemoHandler,
  FUNCTION_NOT_AVAILABLE,
  registerDemoHandler,
} from './demo/demo-registry';
export { COMMON_NAMESPACE } from './i18n/common';
export {
  type Language,
  type NamespaceResources,
  type NamespaceSource,
  registerNamespace,
  SUPPORTED_LANGUAGES,
  translationsReady,
} from './i18n/register-namespace';
export {
  type NotificationBellStrings,
  useNotificationBellStrings,
} from './notifications/bell-strings';
export {
  badgeLabel,
  notificationPath,
  type RelativeTime,
  relativeTime,
} from './notifications/notification-format';
// The records' vocabulary and arithmetic; the lead scorer and PDF text helpers are on
// `@atelier/shared/records` only.
export * from './records/core';
export {
  getRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
  setRuntimeConfig,
} from './runtime/config';
export { recordInstances, type SingletonInstances } from './runtime/instances';
export type { RemoteRoutesModule } from './runtime/remote-routes';
export { Badge, type BadgeTone } from './ui/Badge';
export { Button, ButtonLink, type ButtonProps, buttonClassName } from './ui/Button';
export { Card } from './ui/Card';
export { type Column, DataTable } from './ui/DataTable';
export {
  DateRangePicker,
  type DateRangePickerStrings,
  type DateRangePreset,
} from './ui/DateRangePicker';
export { DemoBanner } from './ui/DemoBanner';
export { Dialog } from './ui/Dialog';
export {
  addDays,
  checkDateRange,
  type DateRange,
  type DateRangeCheck,
  type DateRangeProblem,
  isCalendarDay,
  isFilterDay,
  settleDateRange,
  todayUtc,
} from './ui/date-range';
export { EmptyState } from './ui/EmptyState';
export { ErrorPanel } from './ui/ErrorPanel';
export { SelectField, TextAreaField, TextField } from './ui/Field';
export { LanguageSwitcher } from './ui/LanguageSwitcher';
export { LoadingSpinner, lazyPage } from './ui/lazy-page';
export { PageHeader } from './ui/PageHeader';
export { Spinner } from './ui/Spinner';
export { Toaster } from './ui/Toaster';
export { toast, useToastStore } from './ui/toast-store';
export { useDisclosure } from './ui/use-disclosure';
export { useDocumentTitle } from './ui/use-document-title';

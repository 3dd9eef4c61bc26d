/**
 * The contract as the root entry `@atelier/shared` re-exports it: row types and the Zod-free
 * vocabulary only (the schemas are on `@atelier/shared/contract`; root-entry.test.ts keeps zod
 * off `/`).
 */
// The analytics range limits and schemas are on `@atelier/shared/contract`.
export type {
  AnalyticsCounts,
  AnalyticsDay,
  AnalyticsRange,
  AnalyticsReport,
  DeviceClass,
  FunnelStep,
  FunnelStepKey,
} from './analytics';
// The calendar's enums and limits come with `./records/core` (Zod-free), like every status.
export type {
  CalendarEvent,
  CalendarEventChanges,
  CalendarEventFields,
  NewCalendarEvent,
} from './calendar';
export type {
  ClientPortalAccess,
  PortalContract,
  PortalContractDownload,
  PortalContractFile,
  PortalInvitation,
  PortalMoney,
  PortalOverview,
  PortalProfile,
  PortalSigningLink,
  PortalStatus,
  ProfileChanges,
} from './client-portal';
export type {
  CardInput,
  CheckoutStarted,
  PaidInvoice,
  PayInvoiceRequest,
  PaymentProviderName,
  PortalAuthorRole,
  PortalFile,
  PortalFiles,
  PortalMessage,
  PortalMessages,
  RegisteredPortalFile,
  SentPortalMessage,
} from './client-portal-exchange';
export type {
  ApproveDeliverableAnswer,
  Deliverable,
  DeliverableDecision,
  DeliverableStatus,
  PortalAgency,
  PortalInvoiceAnswer,
  PortalInvoiceSummary,
  PortalInvoicesAnswer,
  PortalMilestone,
  PortalPayment,
  PortalProject,
  PortalProjectAnswer,
  PortalProjectSummary,
  PortalProjectsAnswer,
  PortalProposal,
  PortalProposalAnswer,
  PortalProposalSummary,
  PortalProposalsAnswer,
  ProposalDecision,
  RespondToProposalAnswer,
} from './client-portal-records';
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
} from './clients';
export type {
  ContractAnalytics,
  ContractDocument,
  SignatureFilter,
  SignatureRow,
} from './contract-insights';
export type {
  ContractClause,
  ContractTemplate,
  ContractTemplateChanges,
  ContractTemplateType,
  ContractVariable,
  NewContractTemplate,
} from './contract-templates';
export type {
  Contract,
  ContractAuditEntry,
  ContractAuditEvent,
  ContractChanges,
  ContractListQuery,
  ContractSigner,
  ContractStatus,
  ContractSummary,
  NewContract,
  SignatureType,
  SignerStatus,
  SigningOrder,
} from './contracts';
// The credit note schemas are on `@atelier/shared/contract`.
export type { CreditNote, CreditNotePage, CreditNotesQuery, NewCreditNote } from './credit-notes';
export type { DocumentPdf } from './documents';
export type { SigningDocument, SigningDownload, VerifyResult } from './e-signature';
export type {
  ClientRevenue,
  Conversion,
  Insights,
  InsightsQuery,
  InsightsRange,
  MonthRevenue,
  PipelineStage,
} from './insights';
// The generation schemas and INVOICE_GENERATION_KINDS are on `@atelier/shared/contract`.
export type {
  ApproveGeneratedAnswer,
  GeneratedInvoice,
  GeneratedInvoicesPage,
  GeneratedInvoicesQuery,
  InvoiceGenerationKind,
  ProjectInvoicingRule,
  ProjectRuleStep,
  RunSchedulesAnswer,
} from './invoice-generation';
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
} from './invoice-rules';
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
} from './invoices';
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
} from './lead-scoring';
// The lead vocabulary is Zod-free; the lead schemas are on `@atelier/shared/contract`.
export {
  COMPANY_SIZES,
  type CompanySize,
  ESTIMATE_PACES,
  type EstimatePace,
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
  START_FOR_PACE,
  UTM_FIELDS,
  type UtmField,
} from './lead-vocabulary';
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
} from './leads';
export type { LineItem, LineItemFields } from './line-items';
export type {
  AppNotification,
  NotificationListQuery,
  NotificationPage,
  NotificationParam,
  NotificationParams,
  NotificationType,
} from './notifications';
export type { ActivityItem, OverdueInvoice, Overview } from './overview';
// The contract's Zod-free checks; the schemas are on `@atelier/shared/contract` (never on `/`).
export {
  EMAIL_PATTERN,
  inDateRange,
  isEmailAddress,
  isPasswordLengthAllowed,
  isPrivatePath,
  isUuid,
  MAX_DATE,
  MIN_DATE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRIVATE_AREAS,
} from './patterns';
export type {
  InvoiceAutomationAnalytics,
  ReminderPolicy,
  ReminderSettings,
  ReminderStep,
  ReminderWhen,
  SaveReminderSettings,
  UpcomingInvoice,
} from './payment-reminders';
export type {
  NewPayment,
  Payment,
  PaymentFields,
  PaymentListQuery,
  PaymentPage,
  PaymentSortColumn,
  RecordedPayment,
} from './payments';
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
} from './projects';
export type {
  AcceptProposalOptions,
  NewProposal,
  Proposal,
  ProposalChanges,
  ProposalFields,
  ProposalListQuery,
  ProposalPage,
  ProposalSortColumn,
} from './proposals';
export type { MonthlyRevenue, RevenueStats } from './revenue';
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
} from './team';
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
} from './templates';

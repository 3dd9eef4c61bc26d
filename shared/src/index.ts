import './i18n/common';

export { type CallOptions, callFunction } from './api/call-function';
export {
  COMPANY_SIZES,
  type CompanySize,
  GRADE_RANGES,
  LEAD_GRADES,
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type Lead,
  type LeadChanges,
  type LeadDetail,
  type LeadFields,
  type LeadGrade,
  type LeadListQuery,
  type LeadPage,
  type LeadProjectType,
  type LeadScoring,
  type LeadSortColumn,
  type LeadSource,
  type LeadStats,
  type LeadStatus,
  type LeadStatusChange,
  type LeadTimeline,
  leadGrade,
  type NewLead,
  PUBLIC_LEAD_SOURCES,
  type PublicLeadSource,
  type ScoreCriterion,
  type SortOrder,
  UTM_FIELDS,
  type UtmField,
} from './api/lead-types';
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
export { type ApiFailure, type ApiResult, type ApiSuccess, isApiFailure } from './api/result';
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
export * from './records/index';
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
export { DemoBanner } from './ui/DemoBanner';
export { Dialog } from './ui/Dialog';
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

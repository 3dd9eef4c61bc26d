import './i18n/common';

// The domain API wrappers are on `@atelier/shared/api`: the root stays what every page needs.
export {
  actionCaller,
  type CallOptions,
  callAction,
  type InputOf,
  type OutputOf,
} from './api/call-function';
export {
  type FailureWording,
  failureText,
  failureWording,
  fieldText,
  type WordedFailure,
  withWordedFields,
} from './api/failure-wording';
export { type ApiFailure, type ApiResult, type ApiSuccess, isApiFailure } from './api/result';
export { supabaseFunctions, supabaseStorage } from './api/supabase-client';
export {
  isTransientFailure,
  login,
  logout,
  type RegistrationInput,
  register,
  requestPasswordReset,
  resetPassword,
  signInWithLink,
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
export type { ActionName, FunctionName } from './contract/actions';
export * from './contract/root-types';
export { type DemoReason, isDemoShown, useDemoModeStore } from './demo/demo-mode';
export {
  answerFromDemo,
  type DemoHandler,
  FUNCTION_NOT_AVAILABLE,
  registerDemoHandler,
  registerDemoLoader,
} from './demo/demo-registry';
export { COMMON_NAMESPACE } from './i18n/common';
export { addElisionFormatters } from './i18n/elision';
export { ERRORS_NAMESPACE, loadErrorStrings } from './i18n/errors';
export { type Format, formatFor, NO_VALUE, warmUpFormats } from './i18n/format';
export {
  hasChosenLanguage,
  LANGUAGE_CHOSEN_KEY,
  LANGUAGE_DETECTION,
  LANGUAGE_MARKERS,
  type Language,
  loadTranslations,
  markLanguageChosen,
  type NamespacePartResources,
  type NamespaceResources,
  type NamespaceSource,
  namespacePart,
  registerNamespace,
  SUPPORTED_LANGUAGES,
  translationsReady,
} from './i18n/register-namespace';
export { useFormat } from './i18n/use-format';
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
export type { RemoteRoutesModule, RouteHandle } from './runtime/remote-routes';
export { fillAgencyName, setAgencyName, useAgencyName } from './ui/agency-name';
export { Badge, type BadgeTone } from './ui/Badge';
export { Button, ButtonLink, type ButtonProps, buttonClassName } from './ui/Button';
export { DemoBanner } from './ui/DemoBanner';
export { Dialog } from './ui/Dialog';
export {
  addDays,
  agencyToday,
  checkDateRange,
  type DateRange,
  type DateRangeCheck,
  type DateRangeProblem,
  dayIn,
  isCalendarDay,
  isFilterDay,
  setAgencyTimeZone,
  settleDateRange,
  todayUtc,
} from './ui/date-range';
export { ErrorPanel } from './ui/ErrorPanel';
export { FailureLine, type FailureLineProps, type FailureLineVariant } from './ui/FailureLine';
export { SelectField, TextAreaField, TextField } from './ui/Field';
export { LanguageSwitcher } from './ui/LanguageSwitcher';
export { LoadingSpinner, lazyPage, preloadableLazy, preloadLazyPage } from './ui/lazy-page';
export { NotFoundPage } from './ui/NotFoundPage';
export { PageHeader } from './ui/PageHeader';
export { ROUTE_ANNOUNCER_ID, RouteAnnouncer } from './ui/RouteAnnouncer';
export { Spinner } from './ui/Spinner';
export { Toaster } from './ui/Toaster';
export { toast, useToastStore } from './ui/toast-store';
export { useDisclosure } from './ui/use-disclosure';
export { useDocumentTitle } from './ui/use-document-title';

import './i18n/common';

export { type CallOptions, callFunction } from './api/call-function';
export { type ApiFailure, type ApiResult, type ApiSuccess, isApiFailure } from './api/result';
export { AuthContext, type AuthContextValue, useAuth } from './auth/auth-context';
export {
  type AuthUser,
  BYPASS_USER,
  isAdminRole,
  type SessionStatus,
  type UserRole,
  useAuthStore,
} from './auth/auth-store';
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

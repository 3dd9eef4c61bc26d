import { registerNamespace } from './register-namespace';

/**
 * The `errors` namespace: one sentence per failure code, reason and field code
 * (`@atelier/shared/contract`'s failure-reasons.ts), worded by `failureText` for every app.
 * Both languages load on demand: a page that never fails reads them only when shown.
 */
export const ERRORS_NAMESPACE = 'errors';

registerNamespace(ERRORS_NAMESPACE, {
  en: () => import('./errors/en.json'),
  fr: () => import('./errors/fr.json'),
});

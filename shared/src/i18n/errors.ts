import { namespacePart } from './register-namespace';

/**
 * The `errors` namespace: one sentence per failure code, reason and field code
 * (`@atelier/shared/contract`'s failure-reasons.ts), worded by `failureText` for every app.
 * Loaded with the first failure a call or an upload answers (`callFunction` and
 * `uploadToStorage` wait for it before they return the failure) and by the server render, in
 * the shown language and English, and kept across language changes: a page that shows no
 * failure never downloads it (~5.5 KB gzip), the back office's and the portal's included.
 */
export const ERRORS_NAMESPACE = 'errors';

export const loadErrorStrings: () => Promise<void> = namespacePart(ERRORS_NAMESPACE, 'all', {
  en: () => import('./errors/en.json'),
  fr: () => import('./errors/fr.json'),
});

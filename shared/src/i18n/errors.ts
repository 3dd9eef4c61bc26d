import { namespacePart } from './register-namespace';

/**
 * The `errors` namespace: one sentence per failure code, reason and field code
 * (`@atelier/shared/contract`'s failure-reasons.ts), worded by `failureText` for every app.
 * Loaded when an area that may show a failure asks for it (`loadErrorStrings`: the back office
 * and the portal as they open, a public form when first used), in the shown language and
 * English, and kept across language changes: a public page that is only read never downloads
 * it (~3.3 KB gzip per language).
 */
export const ERRORS_NAMESPACE = 'errors';

export const loadErrorStrings: () => Promise<void> = namespacePart(ERRORS_NAMESPACE, 'all', {
  en: () => import('./errors/en.json'),
  fr: () => import('./errors/fr.json'),
});

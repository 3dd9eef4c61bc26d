import en from './locales/en.json';
import { registerNamespace } from './register-namespace';

/** Namespace of the strings the shared UI primitives use. */
export const COMMON_NAMESPACE = 'common';

registerNamespace(COMMON_NAMESPACE, { en, fr: () => import('./locales/fr.json') });

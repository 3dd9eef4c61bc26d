import { registerNamespace } from '@atelier/shared';
import en from './locales/en.json';

export const NAMESPACE = 'automation';

// English is the fallback and always needed; other languages load only when shown.
registerNamespace(NAMESPACE, { en, fr: () => import('./locales/fr.json') });

import { registerNamespace } from '@atelier/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const NAMESPACE = 'portal';

registerNamespace(NAMESPACE, { en, fr });

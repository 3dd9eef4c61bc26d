import { registerNamespace } from '@atelier/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The calendar's words, a namespace of their own: the calendar exists only in the admin's
 * header, so its strings load with the admin layout, never with a public page (whose takeover
 * carries the shell's namespace).
 */
export const CALENDAR_NAMESPACE = 'shell-calendar';

registerNamespace(CALENDAR_NAMESPACE, { en: { calendar: en }, fr: { calendar: fr } });

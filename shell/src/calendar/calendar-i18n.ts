import { namespacePart, registerNamespace } from '@atelier/shared';
import button from './locales/en.json?keys=open,title,errors.loadFailed&strings';

/**
 * The calendar's words, a namespace of their own: the calendar exists only in the admin's
 * header, so its strings load with the admin layout, never with a public page (whose takeover
 * carries the shell's namespace).
 *
 * The header's button needs three of them (its label, and the dialog's title and failure if the
 * dialog's code cannot load): those come with the layout, in English, the fallback. The rest
 * (~3 KB gzip in both languages, issue 32) loads with the dialog's code (`loadCalendarStrings`).
 */
export const CALENDAR_NAMESPACE = 'shell-calendar';

type Strings = { default: Record<string, unknown> };
/** The locale file's strings under `calendar`, the namespace's one top-level key. */
const underCalendar = (module: Strings) => ({ default: { calendar: module.default } });

registerNamespace(CALENDAR_NAMESPACE, {
  en: { calendar: button },
  fr: () =>
    import('./locales/fr.json?keys=open,title,errors.loadFailed&strings').then(underCalendar),
});

/** Every word of the calendar, in the shown language and English; resolves once they are in. */
export const loadCalendarStrings = namespacePart(CALENDAR_NAMESPACE, 'dialog', {
  en: () => import('./locales/en.json').then(underCalendar),
  fr: () => import('./locales/fr.json').then(underCalendar),
});

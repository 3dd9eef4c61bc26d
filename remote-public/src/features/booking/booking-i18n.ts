import { registerNamespace } from '@atelier/shared';
import i18next from 'i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The booking pages' words, a namespace of their own that loads with these pages only: the
 * public home page's bundle (counted by the budget e2e) carries none of them.
 */
export const BOOKING_NAMESPACE = 'public-booking';

// Mounted under `booking.*`, as the locales test reads a feature's strings.
const STRINGS = { en: { booking: en }, fr: { booking: fr } } as const;

registerNamespace(BOOKING_NAMESPACE, STRINGS);

// Both languages are added at once, in the same tick as the page module: the server renders
// either language from one i18next, and the first render must not show keys.
if (i18next.isInitialized) {
  for (const [language, strings] of Object.entries(STRINGS)) {
    if (!i18next.hasResourceBundle(language, BOOKING_NAMESPACE)) {
      i18next.addResourceBundle(language, BOOKING_NAMESPACE, strings, true, true);
    }
  }
}

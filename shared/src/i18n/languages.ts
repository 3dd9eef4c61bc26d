/**
 * The languages the site is written in. Dependency-free, so the shell's host (scripts/lib,
 * which draws a server-rendered page's language) reads the same list as the apps.
 */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * How a page finds the visitor's language (spec §1), as `i18next-browser-languagedetector`'s
 * options: the `?lng=` query, the `i18next` cookie, `i18nextLng` in local then session storage,
 * the browser's languages, then `<html lang>`; the language chosen is cached in local storage
 * only. The shell's detector takes these options as they are, and the server that draws a public
 * page reads the two sources it can see (the query and the cookie) under the same names.
 */
/**
 * Set when the visitor picks a language themselves (the language switcher): a page that could
 * choose one for them (the client portal, in the client's language) then leaves theirs alone.
 * The detector's own `i18nextLng` cannot say so: it caches whatever it detected.
 */
export const LANGUAGE_CHOSEN_KEY = 'atelier.languageChosen';

/** Remembers that the visitor chose their language (see `LANGUAGE_CHOSEN_KEY`). */
export function markLanguageChosen(): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOSEN_KEY, '1');
  } catch {
    // Storage can be disabled; the choice then holds for this page only.
  }
}

/**
 * Whether the visitor chose their language: with the switcher, or in the address (`?lng=`) or
 * the detector's `i18next` cookie, which come before any other source.
 */
export function hasChosenLanguage(): boolean {
  try {
    if (window.localStorage.getItem(LANGUAGE_CHOSEN_KEY)) return true;
    if (new URLSearchParams(window.location.search).has('lng')) return true;
    return document.cookie.split(/;\s*/).some((part) => part.startsWith('i18next='));
  } catch {
    return false;
  }
}

export const LANGUAGE_DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
} as const;

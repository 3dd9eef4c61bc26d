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
export const LANGUAGE_DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
} as const;

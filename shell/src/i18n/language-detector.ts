import type { LanguageDetectorModule } from 'i18next';

/**
 * The language detection of the original product (spec §1), in the shell's own few lines
 * instead of i18next-browser-languagedetector (~2 KB of gzip on every page, `/` included, for
 * nine detectors of which the product uses six). Same order, same keys, same caching as that
 * package's options were: `?lng=`, the `i18next` cookie, `i18nextLng` in local then session
 * storage, the browser's languages, `<html lang>`; the chosen language is cached in local
 * storage only. i18next picks the first supported candidate, as it did from the package's list.
 */
export const DETECTION = {
  querystring: 'lng',
  cookie: 'i18next',
  storage: 'i18nextLng',
} as const;

/** i18next's rule for a language code taken from outside (the package applied it too). */
function isSafeLanguageCode(code: string): boolean {
  return (
    /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
    !code.includes('..') &&
    !['__proto__', 'constructor', 'prototype'].includes(code)
  );
}

/** The last `?lng=` of the query (or of the hash's query when there is no search), undecoded. */
function fromQuery(location: Location): string | undefined {
  let search = location.search;
  if (!search && location.hash.includes('?'))
    search = location.hash.slice(location.hash.indexOf('?'));
  let found: string | undefined;
  for (const param of search.slice(1).split('&')) {
    const pos = param.indexOf('=');
    if (pos > 0 && param.slice(0, pos) === DETECTION.querystring) found = param.slice(pos + 1);
  }
  return found;
}

function fromCookie(cookie: string): string | undefined {
  const prefix = `${DETECTION.cookie}=`;
  for (const part of cookie.split(';')) {
    const entry = part.trimStart();
    if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  }
  return undefined;
}

/** A storage that may be missing or refuse access (private windows, blocked cookies). */
function fromStorage(read: () => Storage): string | undefined {
  try {
    return read().getItem(DETECTION.storage) || undefined;
  } catch {
    return undefined;
  }
}

/** Every candidate, in the detection order, safe codes only. */
export function detectLanguages(): string[] {
  const candidates = [
    fromQuery(window.location),
    fromCookie(document.cookie),
    fromStorage(() => window.localStorage),
    fromStorage(() => window.sessionStorage),
    ...(navigator.languages ?? []),
    navigator.language,
    document.documentElement.getAttribute('lang') ?? undefined,
  ];
  return candidates.filter(
    (code): code is string => typeof code === 'string' && code !== '' && isSafeLanguageCode(code),
  );
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init: () => {},
  detect: () => detectLanguages(),
  cacheUserLanguage: (language) => {
    if (language === 'cimode') return;
    try {
      window.localStorage.setItem(DETECTION.storage, language);
    } catch {
      // No storage: the language holds for this page only, as with the package.
    }
  },
};

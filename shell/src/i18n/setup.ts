import {
  addElisionFormatters,
  LANGUAGE_DETECTION,
  LANGUAGE_MARKERS,
  registerNamespace,
  SUPPORTED_LANGUAGES,
  translationsReady,
} from '@atelier/shared';
import i18next from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const SHELL_NAMESPACE = 'shell';

// English is the fallback and always needed; French loads only when shown, like the remotes'.
registerNamespace(SHELL_NAMESPACE, { en, fr: () => import('./locales/fr.json') });

/**
 * The server renders a public page in the language of this cookie (scripts/lib/ssr-html.ts),
 * else of Accept-Language. It is written only when the page shows another language than the
 * server chose (a language picked, or kept in local storage), so a visitor who reads the
 * browser's language gets no cookie at all. It is not the detector's `i18next` cookie: caching
 * the language there would put it ahead of `i18nextLng` in local storage (spec §1's order).
 */
export const SERVER_LANGUAGE_COOKIE = 'atelier_lng';

function rememberForServer(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = `${SERVER_LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The one i18next of the page (a federation singleton). Detection is
 * `i18next-browser-languagedetector` with the original product's order and cache (spec §1,
 * `LANGUAGE_DETECTION`); `<html lang>` follows the language.
 */
export async function setupI18n(): Promise<void> {
  // The language the server drew the page in (index.html's own when it drew nothing).
  let serverLanguage = document.documentElement.lang;
  i18next.on('languageChanged', (language) => {
    const shown = i18next.resolvedLanguage ?? language;
    document.documentElement.lang = shown;
    if (i18next.isInitialized && shown !== serverLanguage) {
      rememberForServer(shown);
      serverLanguage = shown;
    }
  });
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      detection: {
        ...LANGUAGE_DETECTION,
        order: [...LANGUAGE_DETECTION.order],
        caches: [...LANGUAGE_DETECTION.caches],
      } satisfies DetectorOptions,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      debug: false,
      ns: [SHELL_NAMESPACE],
      defaultNS: SHELL_NAMESPACE,
      resources: LANGUAGE_MARKERS,
      interpolation: { escapeValue: false },
      // Remotes add their namespaces after start; re-render when their strings arrive.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  addElisionFormatters(i18next);
  const shown = i18next.resolvedLanguage ?? 'en';
  if (shown !== serverLanguage) rememberForServer(shown);
  document.documentElement.lang = shown;
  await translationsReady();
}

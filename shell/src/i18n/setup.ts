import { SUPPORTED_LANGUAGES, translationsReady } from '@atelier/shared';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const SHELL_NAMESPACE = 'shell';

/**
 * The one i18next of the page (a federation singleton). Detection order and caching are the
 * original product's (spec §1); `<html lang>` follows the language.
 */
export async function setupI18n(): Promise<void> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = i18next.resolvedLanguage ?? language;
  });
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      debug: false,
      ns: [SHELL_NAMESPACE],
      defaultNS: SHELL_NAMESPACE,
      resources: { en: { [SHELL_NAMESPACE]: en }, fr: { [SHELL_NAMESPACE]: fr } },
      interpolation: { escapeValue: false },
      // Remotes add their namespaces after start; re-render when their strings arrive.
      react: { useSuspense: false, bindI18nStore: 'added' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        // The cookie tells the server which language to render a public page in.
        caches: ['localStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
  document.documentElement.lang = i18next.resolvedLanguage ?? 'en';
  await translationsReady();
}

import { createInstance } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

/**
 * For component tests: the markup `element` renders with the admin's namespace in `language`
 * (the strings of `locales/`, plus an area's own mounted under its key, e.g. `{settings}`).
 */
export async function renderInLanguage(
  element: ReactElement,
  language: 'en' | 'fr',
  areas: { en?: Record<string, object>; fr?: Record<string, object> } = {},
): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['admin'],
    defaultNS: 'admin',
    resources: {
      en: { admin: { ...en, ...areas.en } },
      fr: { admin: { ...fr, ...areas.fr } },
    },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
}

/** The `alt` of the first `<img>` of some markup, its entities decoded. */
export const imageAlt = (html: string): string | undefined =>
  /<img[^>]*\salt="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

import { LANGUAGE_CHOSEN_KEY } from '@atelier/shared';
import { createInstance, type i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientLanguage } from './use-client-language';

// Server rendering runs no effects: the hook's effect is run by hand through a spy on useEffect.
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return { ...react, useEffect: (effect: () => void) => effect() };
});

async function i18nIn(language: 'en' | 'fr'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    supportedLngs: ['en', 'fr'],
    resources: { en: {}, fr: {} },
  });
  return i18n;
}

function Probe({ language }: { language: 'en' | 'fr' | undefined }) {
  useClientLanguage(language);
  return null;
}

const render = (i18n: I18n, language: 'en' | 'fr' | undefined) =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(Probe, { language })),
  );

// The tests run in Node: a page's storage, address and cookies, as the hook reads them.
const stored = new Map<string, string>();
beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: { search: '' },
  });
  vi.stubGlobal('document', { cookie: '' });
});
afterEach(() => {
  stored.clear();
  vi.unstubAllGlobals();
});

describe("the portal in the client's language", () => {
  it('switches to the client language when the visitor chose none', async () => {
    const i18n = await i18nIn('en');
    render(i18n, 'fr');
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
  });

  it("keeps the visitor's own choice (the language switcher's)", async () => {
    stored.set(LANGUAGE_CHOSEN_KEY, '1');
    const i18n = await i18nIn('en');
    render(i18n, 'fr');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe('en');
  });

  it('keeps a language given in the address (?lng=)', async () => {
    vi.stubGlobal('window', {
      localStorage: { getItem: () => null },
      location: { search: '?lng=en' },
    });
    const i18n = await i18nIn('en');
    render(i18n, 'fr');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe('en');
  });

  it('does nothing without a client language (an admin, the demo sample)', async () => {
    const i18n = await i18nIn('fr');
    render(i18n, undefined);
    expect(i18n.language).toBe('fr');
  });
});

import { LANGUAGE_DETECTION } from '@atelier/shared';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as Storage;
}

type Page = {
  search?: string;
  cookie?: string;
  local?: Storage;
  session?: Storage;
  languages?: string[];
  htmlLang?: string;
};

function stubPage(page: Page) {
  const local = page.local ?? memoryStorage();
  const documentStub = {
    cookie: page.cookie ?? '',
    documentElement: {
      lang: page.htmlLang ?? '',
      getAttribute: (name: string) => (name === 'lang' ? (page.htmlLang ?? null) : null),
    },
  };
  vi.stubGlobal('window', {
    location: { search: page.search ?? '', hash: '', pathname: '/' },
    localStorage: local,
    sessionStorage: page.session ?? memoryStorage(),
  });
  vi.stubGlobal('document', documentStub);
  vi.stubGlobal('navigator', {
    languages: page.languages ?? [],
    language: page.languages?.[0],
  });
  return { local, documentStub };
}

/** The language a fresh i18next picks on `page` with the shell's detection. */
async function detected(page: Page) {
  const stubs = stubPage(page);
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    detection: {
      ...LANGUAGE_DETECTION,
      order: [...LANGUAGE_DETECTION.order],
      caches: [...LANGUAGE_DETECTION.caches],
    },
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['x'],
    defaultNS: 'x',
    resources: { en: { x: { a: 'a' } }, fr: { x: { a: 'a' } } },
  });
  return { language: instance.resolvedLanguage, ...stubs };
}

afterEach(() => vi.unstubAllGlobals());

describe('the shell’s language detection (spec §1)', () => {
  it('takes the query, then the cookie, local storage, session storage, browser, <html lang>', async () => {
    // Fresh storages each time: a detection caches its choice in local storage.
    const page = (change: Partial<Page> = {}, stored = { local: 'fr', session: 'en' }): Page => ({
      search: '?lng=fr',
      cookie: 'i18next=en',
      local: memoryStorage(stored.local ? { i18nextLng: stored.local } : {}),
      session: memoryStorage(stored.session ? { i18nextLng: stored.session } : {}),
      languages: ['fr-FR'],
      htmlLang: 'en',
      ...change,
    });
    const none = { local: '', session: '' };
    expect((await detected(page())).language).toBe('fr');
    expect((await detected(page({ search: '' }))).language).toBe('en');
    expect((await detected(page({ search: '', cookie: '' }))).language).toBe('fr');
    const noLocal = { search: '', cookie: '' };
    expect((await detected(page(noLocal, { local: '', session: 'en' }))).language).toBe('en');
    expect((await detected(page(noLocal, none))).language).toBe('fr');
    const onlyHtml = { ...noLocal, languages: [], htmlLang: 'fr' };
    expect((await detected(page(onlyHtml, none))).language).toBe('fr');
  });

  it('skips a language the site does not have, and caches the choice in local storage only', async () => {
    const { language, local, documentStub } = await detected({
      search: '?lng=de',
      languages: ['fr-CA'],
    });
    expect(language).toBe('fr');
    expect(local.getItem('i18nextLng')).toBe('fr-CA');
    expect(documentStub.cookie).toBe('');
  });
});

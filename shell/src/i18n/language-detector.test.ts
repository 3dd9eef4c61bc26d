import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector } from './language-detector';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  } as Storage;
}

function stubPage(page: {
  search?: string;
  hash?: string;
  cookie?: string;
  local?: Storage;
  session?: Storage;
  languages?: string[];
  htmlLang?: string | null;
}) {
  vi.stubGlobal('window', {
    location: { search: page.search ?? '', hash: page.hash ?? '' },
    localStorage: page.local ?? memoryStorage(),
    sessionStorage: page.session ?? memoryStorage(),
  });
  vi.stubGlobal('document', {
    cookie: page.cookie ?? '',
    documentElement: { getAttribute: () => page.htmlLang ?? null },
  });
  vi.stubGlobal('navigator', {
    languages: page.languages ?? [],
    language: page.languages?.[0] ?? '',
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the language detector (spec §1 order)', () => {
  it('lists query, cookie, local storage, session storage, browser, then <html lang>', () => {
    stubPage({
      search: '?x=1&lng=fr',
      cookie: 'a=b; i18next=de',
      local: memoryStorage({ i18nextLng: 'es' }),
      session: memoryStorage({ i18nextLng: 'it' }),
      languages: ['pt-BR', 'pt'],
      htmlLang: 'nl',
    });
    expect(detectLanguages()).toEqual(['fr', 'de', 'es', 'it', 'pt-BR', 'pt', 'pt-BR', 'nl']);
  });

  it("reads ?lng from the hash's query when there is no search", () => {
    stubPage({ hash: '#/x?lng=fr' });
    expect(detectLanguages()).toEqual(['fr']);
  });

  it('skips unsafe values and storages that refuse access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    stubPage({
      search: '?lng=%3Cb%3E',
      cookie: 'i18next="x y"',
      local: refusing,
      languages: ['en'],
    });
    expect(detectLanguages()).toEqual(['en', 'en']);
  });

  it('caches the chosen language in local storage only, never cimode', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    stubPage({ local, session });
    languageDetector.cacheUserLanguage?.('fr');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(local.getItem('i18nextLng')).toBe('fr');
    expect(session.getItem('i18nextLng')).toBeNull();
  });
});

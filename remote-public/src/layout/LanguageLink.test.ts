import { describe, expect, it } from 'vitest';
import { languageAlternates, languageHref, otherLanguage } from './LanguageLink';

describe('the language link and the hreflang alternates', () => {
  it('is the same page with ?lng=, the rest of the query kept', () => {
    expect(languageHref('/services', '?utm_source=mail', 'fr')).toBe(
      '/services?utm_source=mail&lng=fr',
    );
    expect(languageHref('/estimator', '?lng=fr', 'en')).toBe('/estimator?lng=en');
    expect(languageHref('/', '', 'fr')).toBe('/?lng=fr');
    expect(otherLanguage('en')).toBe('fr');
    expect(otherLanguage('fr')).toBe('en');
  });

  it('names the page in each language and, as x-default, without a language', () => {
    expect(languageAlternates('/services', '?lng=fr&tab=2')).toEqual([
      { hreflang: 'en', href: '/services?tab=2&lng=en' },
      { hreflang: 'fr', href: '/services?tab=2&lng=fr' },
      { hreflang: 'x-default', href: '/services?tab=2' },
    ]);
    expect(languageAlternates('/', '')).toEqual([
      { hreflang: 'en', href: '/?lng=en' },
      { hreflang: 'fr', href: '/?lng=fr' },
      { hreflang: 'x-default', href: '/' },
    ]);
  });
});

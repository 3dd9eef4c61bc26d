import type { PublicSite } from '@atelier/shared/contract';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../common/use-page-title';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { agencyWords, applyAgencyWords, withAgencyName, withAgencyWords } from './agency-words';

const agency: PublicSite['agency'] = {
  name: 'Northwind Studio',
  email: null,
  phone: '+33 1 23 45 67 89',
  address: null,
  logo_url: null,
  logo_alt: null,
};
const siteOf = (
  overrides: Partial<PublicSite['agency']> = {},
  pages: PublicSite['pages'] = [],
): PublicSite => ({
  pages,
  redirects: [],
  maintenance: { enabled: false, message: { en: '', fr: '' } },
  agency: { ...agency, ...overrides },
});

async function i18nFor(site: PublicSite | null, lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { public: en }, fr: { public: fr } } });
  applyAgencyWords(i18n, agencyWords(site));
  return i18n;
}

describe('the agency the public strings name', () => {
  it('is the name from Settings in the titles, the home page and the legal pages', async () => {
    for (const lng of ['en', 'fr'] as const) {
      const i18n = await i18nFor(siteOf(), lng);
      const t = i18n.getFixedT(lng, 'public');
      const texts = [
        pageMeta('home', null, lng, t).title,
        pageMeta('services', null, lng, t).title,
        t('home.hero.subtitle'),
        t('auth.login.lead'),
        JSON.stringify(t('privacy', { returnObjects: true })),
        JSON.stringify(t('terms', { returnObjects: true })),
      ];
      for (const text of texts) expect(text).not.toMatch(/Atelier\b(?! de| produit)|\{\{/);
      expect(texts[0]).toContain('Northwind Studio');
      expect(texts[1]).toBe(
        `${lng === 'fr' ? fr.meta.services : en.meta.services} — Northwind Studio`,
      );
      // The privacy contact is the agency's own (its phone, having no e-mail), not the demo's.
      expect(texts[4]).toContain('+33 1 23 45 67 89');
      expect(texts[4]).not.toContain('atelier.example');
    }
  });

  it("fills a stored SEO text's {{agency}} with the name", async () => {
    const site = siteOf({}, [
      {
        page: 'home',
        path: '/',
        published: true,
        in_nav: true,
        nav_order: 1,
        seo: {
          en: {
            title: '{{agency}} — Web agency',
            description: 'What {{agency}} does.',
            image_url: null,
          },
          fr: { title: '', description: '', image_url: null },
        },
      },
    ]);
    const i18n = await i18nFor(site, 'en');
    expect(pageMeta('home', site, 'en', i18n.getFixedT('en', 'public'))).toMatchObject({
      title: 'Northwind Studio — Web agency',
      description: 'What Northwind Studio does.',
    });
    expect(withAgencyName('{{agency}}', null)).toBe('Atelier');
  });

  it('is the seeded brand and contact before the site is read', () => {
    expect(agencyWords(null)).toEqual({
      agency: 'Atelier',
      agencyContact: 'hello@atelier.example',
    });
  });
});

describe('a server render', () => {
  it("names each render's agency in its own clone, the bundle's instance untouched", async () => {
    const bundle = await i18nFor(null, 'en');
    const cloneFor = (site: PublicSite) =>
      bundle.cloneInstance({
        lng: 'en',
        interpolation: withAgencyWords(bundle.options.interpolation, agencyWords(site)),
      });
    const north = cloneFor(siteOf());
    const south = cloneFor(siteOf({ name: 'Southwind' }));
    expect(north.t('meta.template', { ns: 'public', page: 'Services' })).toBe(
      'Services — Northwind Studio',
    );
    expect(south.t('meta.template', { ns: 'public', page: 'Services' })).toBe(
      'Services — Southwind',
    );
    expect(bundle.t('meta.template', { ns: 'public', page: 'Services' })).toBe(
      'Services — Atelier',
    );
  });
});

import type { PublicSite, SitePage } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from '../layout/nav-links';
import { isInMaintenance, isUnpublished, navLinks, pageSeo, redirectTarget } from './site-rules';

const seo = (title: string) => ({
  en: { title, description: '', image_url: null },
  fr: { title: `${title} (fr)`, description: '', image_url: null },
});

const page = (
  key: SitePage['page'],
  path: string,
  order: number,
  extra: Partial<SitePage> = {},
) => ({
  page: key,
  path,
  published: true,
  in_nav: false,
  nav_order: order,
  seo: seo(key),
  ...extra,
});

const site: PublicSite = {
  pages: [
    page('estimator', '/estimator', 1, { in_nav: true }),
    page('home', '/', 2, { in_nav: true }),
    page('services', '/services', 3, { in_nav: true, published: false }),
    page('get-started', '/get-started', 4, { in_nav: true }),
  ],
  redirects: [{ from: '/old', to: '/estimator?x=1', permanent: true }],
  maintenance: { enabled: true, message: { en: 'Back soon', fr: 'Bientôt' } },
  agency: {
    name: 'Atelier',
    email: null,
    phone: null,
    address: null,
    logo_url: null,
    logo_alt: null,
  },
};

describe('site rules', () => {
  it("keeps today's navigation until the site is loaded, or when its read failed", () => {
    expect(navLinks(null)).toBe(NAV_LINKS);
    expect(redirectTarget(null, '/old')).toBeNull();
    expect(isUnpublished(null, '/services')).toBe(false);
    expect(isInMaintenance(null, '/')).toBe(false);
    expect(pageSeo(null, 'home', 'en')).toBeNull();
  });

  it('shows the published pages of the navigation in order, then the client portal', () => {
    expect(navLinks(site)).toEqual([
      { key: 'estimator', to: '/estimator' },
      { key: 'home', to: '/' },
      { key: 'getStarted', to: '/get-started' },
      { key: 'portal', to: '/client-portal' },
    ]);
  });

  it('finds redirects and unpublished pages with or without a final slash', () => {
    expect(redirectTarget(site, '/old/')).toBe('/estimator?x=1');
    expect(redirectTarget(site, '/older')).toBeNull();
    expect(isUnpublished(site, '/services/')).toBe(true);
    expect(isUnpublished(site, '/estimator')).toBe(false);
  });

  it('does not follow a stored redirect the rules now refuse (saved before them)', () => {
    const legacy: PublicSite = {
      ...site,
      redirects: [
        { from: '/verify', to: 'https://evil.example/phish', permanent: true },
        { from: '/old-a', to: 'https:evil.example', permanent: true },
        { from: '/old-b', to: 'https://evil.example\\@localhost', permanent: true },
        { from: '/old-c', to: 'https://example.com/ok', permanent: true },
      ],
    };
    expect(redirectTarget(legacy, '/verify')).toBeNull();
    expect(redirectTarget(legacy, '/old-a')).toBeNull();
    expect(redirectTarget(legacy, '/old-b')).toBeNull();
    expect(redirectTarget(legacy, '/old-c')).toBe('https://example.com/ok');
  });

  it('closes the site pages in maintenance, never sign-in or the links e-mails carry', () => {
    for (const path of ['/', '/services', '/unknown'])
      expect(isInMaintenance(site, path)).toBe(true);
    for (const path of ['/auth/login', '/verify', '/newsletter/unsubscribe']) {
      expect(isInMaintenance(site, path)).toBe(false);
    }
  });

  it("gives a page's SEO in the visitor's language", () => {
    expect(pageSeo(site, 'home', 'fr-FR')?.title).toBe('home (fr)');
    expect(pageSeo(site, 'home', 'en')?.title).toBe('home');
  });
});

import { AuthContext, type AuthContextValue, setRuntimeConfig } from '@atelier/shared';
import type { PublicSite } from '@atelier/shared/contract';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { SiteHeader } from './SiteHeader';

const site = vi.hoisted(() => ({ current: null as PublicSite | null }));
vi.mock('../site/site-store', () => ({ useSite: () => site.current }));

const visitor: AuthContextValue = {
  status: 'signed_out',
  user: null,
  isAdmin: false,
  isAdminBypass: false,
  signOut: async () => {},
};

const NO_CONTACT = { email: null, phone: null, address: null };

const withAgency = (agency: Omit<PublicSite['agency'], keyof typeof NO_CONTACT>): PublicSite => ({
  pages: [],
  redirects: [],
  maintenance: { enabled: false, message: { en: '', fr: '' } },
  agency: { ...NO_CONTACT, ...agency },
});

/** The header's markup as the server draws it (no effect runs) on `url` in `language`. */
async function headerHtml(language: 'en' | 'fr', url = '/'): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { public: en }, fr: { public: fr } },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={visitor}>
        <MemoryRouter initialEntries={[url]}>
          <SiteHeader />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

/** The header's brand link (logo or monogram, then the name) as a page in `language` renders it. */
async function brandLink(language: 'en' | 'fr'): Promise<string> {
  const html = await headerHtml(language);
  return /<a[^>]*href="\/"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '';
}

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});
beforeEach(() => {
  site.current = null;
});

describe('SiteHeader: the agency from Settings', () => {
  it('shows the logo, named in the page language, and the name saved in Settings', async () => {
    site.current = withAgency({
      name: 'Northwind Studio',
      logo_url: '/storage/v1/object/public/media/logo1/logo-400.png',
      logo_alt: { en: 'Northwind, studio', fr: 'Northwind, le studio' },
    });
    const french = await brandLink('fr');
    expect(french).toContain(
      'src="http://api.test/storage/v1/object/public/media/logo1/logo-400.png"',
    );
    expect(french).toContain('alt="Northwind, le studio"');
    expect(french).toMatch(/width="72" height="36"/);
    expect(french).toContain('<span>Northwind Studio</span>');
    expect(french).not.toContain('aria-hidden="true">A<');
    expect(await brandLink('en')).toContain('alt="Northwind, studio"');
  });

  it('keeps the monogram when no logo is set, with the name from Settings', async () => {
    site.current = withAgency({ name: 'Northwind Studio', logo_url: null, logo_alt: null });
    const link = await brandLink('en');
    expect(link).not.toContain('<img');
    expect(link).toContain('aria-hidden="true">A</span>');
    expect(link).toContain('<span>Northwind Studio</span>');
  });

  it('is the seeded brand until the site is read, or when it cannot be', async () => {
    const link = await brandLink('en');
    expect(link).not.toContain('<img');
    expect(link).toContain('<span>Atelier</span>');
  });
});

describe('SiteHeader: what works from the server HTML alone', () => {
  it('opens the menu with no script: a native popover and its popovertarget button', async () => {
    // HTML's attribute names are case-insensitive: React writes `popoverTarget`, `hrefLang`.
    const html = (await headerHtml('en')).toLowerCase();
    const button = /<button[^>]*>.*?menu<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('popovertarget="public-site-menu"');
    expect(button).toContain('type="button"');
    // No state the markup could not keep: the browser exposes the popover's own.
    expect(button).not.toContain('aria-expanded');
    expect(html).toMatch(
      /<div[^>]*id="public-site-menu"[^>]*popover="auto"|<div[^>]*popover="auto"[^>]*id="public-site-menu"/,
    );
    // The menu's links are in the popover, as plain links.
    const menu = html.slice(html.indexOf('id="public-site-menu"'));
    expect(menu).toContain('href="/services"');
    expect(menu).toContain('href="/auth/login"');
  });

  it('links to the same page in the other language, named in that language', async () => {
    const english = await headerHtml('en', '/services?utm_source=mail');
    const hreflang = /hreflang="(\w+)"/i;
    expect(hreflang.exec(english)?.[1]).toBe('fr');
    expect(english).toMatch(
      /<a href="\/services\?utm_source=mail&amp;lng=fr" [^>]*><span class="at-visually-hidden">Language: <\/span><span lang="fr">Français<\/span><\/a>/,
    );
    const french = await headerHtml('fr', '/estimator?lng=fr');
    expect(french).toMatch(
      /<a href="\/estimator\?lng=en" [^>]*><span class="at-visually-hidden">Langue\u202f: <\/span><span lang="en">English<\/span><\/a>/,
    );
    expect(french).not.toContain('<select');
  });
});

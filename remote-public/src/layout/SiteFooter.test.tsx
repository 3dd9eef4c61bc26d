import type { PublicSite } from '@atelier/shared/contract';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { SiteFooter } from './SiteFooter';

const site = vi.hoisted(() => ({ current: null as PublicSite | null }));
vi.mock('../site/site-store', () => ({ useSite: () => site.current }));
vi.mock('../features/newsletter/LazyNewsletterSignup', () => ({
  LazyNewsletterSignup: () => null,
}));

const agency: PublicSite['agency'] = {
  name: 'Northwind Studio',
  email: 'hello@northwind.example',
  phone: '+33 1 23 45 67 89',
  address: '12 rue des Arts\n75003 Paris',
  logo_url: null,
  logo_alt: null,
};

/** The footer's contact block as an English page renders it. */
async function contactBlock(): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { public: en } } });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return /<address[^>]*>(.*?)<\/address>/.exec(html)?.[1] ?? '';
}

beforeEach(() => {
  site.current = null;
});

describe('SiteFooter: how to reach the agency', () => {
  it('gives the e-mail, phone and address saved in Settings', async () => {
    site.current = {
      pages: [],
      redirects: [],
      maintenance: { enabled: false, message: { en: '', fr: '' } },
      agency,
    };
    const block = await contactBlock();
    expect(block).toContain('href="mailto:hello@northwind.example"');
    expect(block).toMatch(/href="tel:\+33123456789"[^>]*>\+33 1 23 45 67 89<\/a>/);
    expect(block).toContain('<span>12 rue des Arts</span><span>75003 Paris</span>');
    expect(block).not.toContain('atelier.example');
  });

  it("shows only the agency's own details once Settings hold one, never a built-in one beside them", async () => {
    site.current = {
      pages: [],
      redirects: [],
      maintenance: { enabled: false, message: { en: '', fr: '' } },
      agency: { ...agency, email: null, address: null },
    };
    const partial = await contactBlock();
    expect(partial).toContain('+33 1 23 45 67 89');
    expect(partial).not.toContain('mailto:');
    expect(partial).not.toContain('atelier.example');
    expect(partial).not.toContain(en.layout.footer.street);
  });

  it('gives the built-in details while Settings hold none, and before the site is read', async () => {
    site.current = {
      pages: [],
      redirects: [],
      maintenance: { enabled: false, message: { en: '', fr: '' } },
      agency: { ...agency, email: null, phone: null, address: null },
    };
    const none = await contactBlock();
    expect(none).toContain('href="mailto:hello@atelier.example"');
    expect(none).toContain(`<span>${en.layout.footer.street}</span>`);
    site.current = null;
    const unread = await contactBlock();
    expect(unread).toContain('href="tel:+15550142370"');
    expect(unread).toContain(en.layout.footer.phone);
  });
});

describe('SiteFooter: links to unpublished pages', () => {
  const seo = { title: '', description: '', image_url: null };
  const page = (key: 'privacy' | 'get-started', published: boolean) => ({
    page: key,
    path: `/${key}`,
    published,
    in_nav: false,
    nav_order: 0,
    seo: { en: seo, fr: seo },
  });

  async function footer(): Promise<string> {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { public: en } } });
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </I18nextProvider>,
    );
  }

  it('leaves out a page an admin unpublished, and the call to start a project with its page', async () => {
    site.current = {
      pages: [page('privacy', false), page('get-started', false)],
      redirects: [],
      maintenance: { enabled: false, message: { en: '', fr: '' } },
      agency,
    };
    const html = await footer();
    expect(html).not.toContain('href="/privacy"');
    expect(html).not.toContain('href="/get-started"');
    expect(html).toContain('href="/terms"');
  });

  it('links every page while they are published', async () => {
    site.current = {
      pages: [page('privacy', true), page('get-started', true)],
      redirects: [],
      maintenance: { enabled: false, message: { en: '', fr: '' } },
      agency,
    };
    const html = await footer();
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/get-started"');
  });
});

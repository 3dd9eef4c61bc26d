import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['site_redirects'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('site-settings', body, as);

/** The pages and their SEO as the migration seeded them; each test starts from them. */
let seededPages: Record<string, unknown>[] = [];
let seededSeo: Record<string, unknown>[] = [];

beforeAll(async () => {
  seededPages = await kit.db.query(
    'SELECT page, path, published, in_nav, nav_order FROM site_pages',
  );
  seededSeo = await kit.db.query(
    'SELECT page, locale, title, description, image_url FROM site_page_seo',
  );
});

beforeEach(async () => {
  await kit.db.exec(
    "DELETE FROM site_pages; DELETE FROM app_settings WHERE key = 'site.maintenance'",
  );
  for (const row of seededPages) {
    await kit.db.query(
      'INSERT INTO site_pages (page, path, published, in_nav, nav_order) VALUES ($1, $2, $3, $4, $5)',
      [row.page, row.path, row.published, row.in_nav, row.nav_order],
    );
  }
  for (const row of seededSeo) {
    await kit.db.query(
      'INSERT INTO site_page_seo (page, locale, title, description, image_url) VALUES ($1, $2, $3, $4, $5)',
      [row.page, row.locale, row.title, row.description, row.image_url],
    );
  }
});

const navigation = (pages: { page: string; in_nav: boolean; published: boolean }[]) =>
  pages.filter((page) => page.in_nav && page.published).map((page) => page.page);

describe('get_site', () => {
  it("gives anyone today's pages, navigation, titles, no redirect and no maintenance", async () => {
    for (const as of ['anonymous', 'client', 'admin'] as const) {
      const { status, body } = await call({ action: 'get_site' }, as);
      expect(status).toBe(200);
      expect(body.site.pages.map((page: { page: string }) => page.page)).toEqual([
        'home',
        'services',
        'estimator',
        'get-started',
        'privacy',
        'terms',
      ]);
      expect(navigation(body.site.pages)).toEqual(['home', 'services', 'estimator']);
      expect(body.site.pages[0]).toEqual({
        page: 'home',
        path: '/',
        published: true,
        in_nav: true,
        nav_order: 1,
        seo: {
          en: {
            title: '{{agency}} — Web design and development agency',
            description: expect.any(String),
            image_url: null,
          },
          fr: {
            title: '{{agency}} — Agence de conception et de développement web',
            description: expect.any(String),
            image_url: null,
          },
        },
      });
      expect(body.site.redirects).toEqual([]);
      expect(body.site.maintenance).toEqual({ enabled: false, message: { en: '', fr: '' } });
    }
  });

  it('shows a visitor no admin data: no authors, dates or redirect ids', async () => {
    await call({ action: 'update_page', page: 'services', in_nav: false });
    await call({ action: 'save_redirect', from: '/old', to: '/services' });
    const { body } = await call({ action: 'get_site' }, 'anonymous');
    const text = JSON.stringify(body);
    for (const key of ['updated_by', 'updated_at', 'created_by', 'created_at', '"id"', 'Ada']) {
      expect(text).not.toContain(key);
    }
    expect(body.site.redirects).toEqual([{ from: '/old', to: '/services', permanent: true }]);
  });
});

describe('admin actions', () => {
  it('refuse visitors and clients, admit admins and super_admins', async () => {
    const actions = [
      { action: 'get_pages' },
      { action: 'update_page', page: 'services', in_nav: false },
      {
        action: 'reorder_navigation',
        pages: ['home', 'services', 'estimator', 'get-started', 'privacy', 'terms'],
      },
      { action: 'get_redirects' },
      { action: 'save_redirect', from: '/a', to: '/services' },
      { action: 'delete_redirect', id: '00000000-0000-4000-8000-000000000000' },
      { action: 'set_maintenance', enabled: false, message: { en: '', fr: '' } },
    ];
    for (const body of actions) {
      expect((await call(body, 'anonymous')).status, body.action).toBe(401);
      expect((await call(body, 'client')).status, body.action).toBe(403);
    }
    expect((await call({ action: 'get_pages' }, 'super_admin')).status).toBe(200);
  });
});

describe('update_page', () => {
  it('unpublishes, hides from the navigation and records who did it', async () => {
    const { status, body } = await call({
      action: 'update_page',
      page: 'estimator',
      published: false,
      in_nav: false,
    });
    expect(status).toBe(200);
    expect(body.page).toMatchObject({
      page: 'estimator',
      published: false,
      in_nav: false,
      updated_by: { id: kit.adminId, name: 'Ada Admin' },
    });
    const site = (await call({ action: 'get_site' }, 'anonymous')).body.site;
    expect(navigation(site.pages)).toEqual(['home', 'services']);
  });

  it('moves a page to a position, the others making room', async () => {
    const { body } = await call({ action: 'update_page', page: 'estimator', nav_order: 1 });
    expect(body.page.nav_order).toBe(1);
    const pages = (await call({ action: 'get_pages' })).body.pages;
    expect(
      pages.map((page: { page: string; nav_order: number }) => [page.page, page.nav_order]),
    ).toEqual([
      ['estimator', 1],
      ['home', 2],
      ['services', 3],
      ['get-started', 4],
      ['privacy', 5],
      ['terms', 6],
    ]);
  });

  it('changes only the SEO fields sent, per language', async () => {
    const { status, body } = await call({
      action: 'update_page',
      page: 'services',
      seo: { fr: { title: '  Nos services  ', image_url: 'https://cdn.example/social.png' } },
    });
    expect(status).toBe(200);
    expect(body.page.seo.fr).toEqual({
      title: 'Nos services',
      description: expect.stringContaining('Sites, applications'),
      image_url: 'https://cdn.example/social.png',
    });
    expect(body.page.seo.en.title).toBe('Services — {{agency}}');
    const cleared = await call({
      action: 'update_page',
      page: 'services',
      seo: { fr: { image_url: '' } },
    });
    expect(cleared.body.page.seo.fr.image_url).toBeNull();
    expect(cleared.body.page.seo.fr.title).toBe('Nos services');
  });

  it('refuses to unpublish the home page, and bad values, field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 'home', published: false }, 'published'],
      [{ page: 'nowhere' }, 'page'],
      [{ page: 'services', nav_order: 0 }, 'nav_order'],
      [{ page: 'services', nav_order: 1.5 }, 'nav_order'],
      [{ page: 'services', published: 'yes' }, 'published'],
      [{ page: 'services', seo: { en: { title: 'x'.repeat(71) } } }, 'seo.en.title'],
      [{ page: 'services', seo: { fr: { description: 'x'.repeat(161) } } }, 'seo.fr.description'],
      [{ page: 'services', seo: { en: { title: 'a\u0000b' } } }, 'seo.en.title'],
      [{ page: 'services', seo: { en: { image_url: 'javascript:alert(1)' } } }, 'seo.en.image_url'],
      [
        { page: 'services', seo: { en: { image_url: 'http://insecure.example/a.png' } } },
        'seo.en.image_url',
      ],
      [{ page: 'services', seo: { de: {} } }, 'seo'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await call({ action: 'update_page', ...payload });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const home = (await call({ action: 'get_pages' })).body.pages[0];
    expect(home.published).toBe(true);
  });
});

describe('reorder_navigation', () => {
  const order = ['services', 'home', 'estimator', 'get-started', 'terms', 'privacy'];

  it('puts the pages in the order given', async () => {
    const { status, body } = await call({ action: 'reorder_navigation', pages: order });
    expect(status).toBe(200);
    expect(body.pages.map((page: { page: string }) => page.page)).toEqual(order);
    const site = (await call({ action: 'get_site' }, 'anonymous')).body.site;
    expect(navigation(site.pages)).toEqual(['services', 'home', 'estimator']);
  });

  it('refuses a list that misses a page, repeats one or names an unknown one', async () => {
    for (const pages of [
      order.slice(1),
      [...order.slice(1), 'home'],
      [...order.slice(1), 'blog'],
      'home',
    ]) {
      const { status, body } = await call({ action: 'reorder_navigation', pages });
      expect(status, JSON.stringify(pages)).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});

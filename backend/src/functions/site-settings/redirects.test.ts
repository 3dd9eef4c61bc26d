import { beforeEach, describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['site_redirects'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('site-settings', body, as);

const save = (payload: Record<string, unknown>) => call({ action: 'save_redirect', ...payload });

beforeEach(async () => {
  await kit.db.exec("DELETE FROM app_settings WHERE key = 'site.maintenance'");
});

describe('save_redirect', () => {
  it('adds a permanent redirect by default, normalising the path, and lists it', async () => {
    const { status, body } = await save({ from: ' /old-services/ ', to: '/services?tab=web#top' });
    expect(status).toBe(200);
    expect(body.redirect).toEqual({
      id: expect.any(String),
      from: '/old-services',
      to: '/services?tab=web#top',
      permanent: true,
      created_at: expect.any(String),
      created_by: { id: kit.adminId, name: 'Ada Admin' },
    });
    const list = (await call({ action: 'get_redirects' })).body.redirects;
    expect(list).toEqual([body.redirect]);
  });

  it('changes a redirect when its id is sent; 404 for an unknown id', async () => {
    const { body } = await save({ from: '/a', to: '/services' });
    const changed = await save({
      id: body.redirect.id,
      from: '/b',
      to: 'https://example.com/x',
      permanent: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.redirect).toMatchObject({
      from: '/b',
      to: 'https://example.com/x',
      permanent: false,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await save({ id, from: '/c', to: '/services' });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a second redirect from the same path (409)', async () => {
    await save({ from: '/a', to: '/services' });
    const { status, body } = await save({ from: '/a/', to: '/estimator' });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      fields: { from: expect.any(String) },
    });
  });

  it('refuses loops, directly or through other redirects', async () => {
    const itself = await save({ from: '/a', to: '/a?x=1' });
    expect(itself.body.fields).toHaveProperty('to');
    expect(itself.body.fieldCodes.to).toEqual({ code: 'redirect_to_itself' });
    await save({ from: '/a', to: '/b' });
    await save({ from: '/b', to: '/c' });
    const loop = await save({ from: '/c', to: '/a' });
    expect(loop.status).toBe(400);
    expect(loop.body.fields.to).toContain('loop');
    // The browser words it from the code, in the reader's language, with both paths.
    expect(loop.body.fieldCodes.to).toEqual({ code: 'redirect_loop', to: '/a', from: '/c' });
    expect((await save({ from: '/c', to: '/services' })).status).toBe(200);
  });

  it('refuses the reserved areas, the home page and what is not a path or an https URL', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '/admin', to: '/' }, 'from'],
      [{ from: '/admin/settings', to: '/' }, 'from'],
      [{ from: '/ADMIN', to: '/' }, 'from'],
      [{ from: '/auth/login', to: '/' }, 'from'],
      [{ from: '/client-portal', to: '/' }, 'from'],
      [{ from: '/robots.txt', to: '/' }, 'from'],
      [{ from: '/', to: '/services' }, 'from'],
      [{ from: 'old', to: '/' }, 'from'],
      [{ from: '//evil.example', to: '/' }, 'from'],
      [{ from: '/a?b=1', to: '/' }, 'from'],
      [{ from: '/a b', to: '/' }, 'from'],
      [{ from: `/${'x'.repeat(600)}`, to: '/' }, 'from'],
      [{ from: '/a', to: 'http://example.com' }, 'to'],
      [{ from: '/a', to: '//evil.example' }, 'to'],
      [{ from: '/a', to: 'javascript:alert(1)' }, 'to'],
      [{ from: '/a', to: '' }, 'to'],
      [{ from: '/a', to: '/services', permanent: 'yes' }, 'permanent'],
      [{ from: '/a\u0000', to: '/services' }, 'from'],
      [{ from: 12, to: '/services' }, 'from'],
      // The product's own paths (issue 35): e-mail links, booking, the shell's files.
      [{ from: '/verify', to: '/' }, 'from'],
      [{ from: '/sign', to: '/' }, 'from'],
      [{ from: '/sign/abc', to: '/' }, 'from'],
      [{ from: '/newsletter/confirm', to: '/' }, 'from'],
      [{ from: '/newsletter/unsubscribe', to: '/' }, 'from'],
      [{ from: '/book', to: '/' }, 'from'],
      [{ from: '/static/js/main.js', to: '/' }, 'from'],
      [{ from: '/remotes/public/remoteEntry.js', to: '/' }, 'from'],
      [{ from: '/config.json', to: '/' }, 'from'],
      [{ from: '/health', to: '/' }, 'from'],
      [{ from: '/health/live', to: '/' }, 'from'],
      [{ from: '/%76erify', to: '/' }, 'from'],
      [{ from: '/Verify/', to: '/' }, 'from'],
      // Targets that are not what they seem.
      [{ from: '/a', to: 'https:evil.example' }, 'to'],
      [{ from: '/a', to: 'https:/evil.example' }, 'to'],
      [{ from: '/a', to: 'https://evil.example\\@localhost' }, 'to'],
      [{ from: '/a', to: 'https://user:pw@evil.example/' }, 'to'],
      [{ from: '/a', to: 'https://@evil.example/' }, 'to'],
      [{ from: '/a', to: '/\\evil.example' }, 'to'],
      [{ from: '/a', to: 'JAVASCRIPT:alert(1)' }, 'to'],
      [{ from: '/a', to: 'https://evil.example/a\tb' }, 'to'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await save(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await call({ action: 'get_redirects' })).body.redirects).toEqual([]);
  });

  it('also admits the administrator /administer-like paths that are not reserved', async () => {
    expect((await save({ from: '/administer', to: '/services' })).status).toBe(200);
    expect((await save({ from: '/booking-old', to: '/services' })).status).toBe(200);
    expect((await save({ from: '/signature', to: 'https://example.com/x?y=1#z' })).status).toBe(
      200,
    );
  });

  it('leaves out of get_site a redirect stored before the rules that it now breaks', async () => {
    await save({ from: '/old', to: '/services' });
    await kit.db.query(
      `INSERT INTO site_redirects (from_path, to_target, permanent) VALUES
         ('/verify', 'https://evil.example/phish', true),
         ('/older', 'https:evil.example', true),
         ('/oldest', 'https://evil.example\\@localhost', true)`,
    );
    const site = (await call({ action: 'get_site' }, 'anonymous')).body.site;
    expect(site.redirects).toEqual([{ from: '/old', to: '/services', permanent: true }]);
  });

  it('names the product paths in the message of a refused from', async () => {
    const { body } = await save({ from: '/verify', to: 'https://evil.example/phish' });
    expect(body.fields.from).toContain('/verify');
  });
});

describe('delete_redirect', () => {
  it('removes a redirect; an unknown id is a 404', async () => {
    const { body } = await save({ from: '/a', to: '/services' });
    const removed = await call({ action: 'delete_redirect', id: body.redirect.id });
    expect(removed.body).toEqual({ success: true, id: body.redirect.id });
    expect((await call({ action: 'get_redirects' })).body.redirects).toEqual([]);
    expect((await call({ action: 'delete_redirect', id: body.redirect.id })).status).toBe(404);
  });
});

describe('set_maintenance', () => {
  const message = { en: 'Back at noon.', fr: 'De retour à midi.' };

  it('turns it on with its message for visitors, and off again', async () => {
    const on = await call({ action: 'set_maintenance', enabled: true, message });
    expect(on.body).toEqual({ success: true, maintenance: { enabled: true, message } });
    const site = (await call({ action: 'get_site' }, 'anonymous')).body.site;
    expect(site.maintenance).toEqual({ enabled: true, message });
    await call({ action: 'set_maintenance', enabled: false, message });
    expect((await call({ action: 'get_site' }, 'anonymous')).body.site.maintenance.enabled).toBe(
      false,
    );
  });

  it('asks for both messages while on, and refuses bad values', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ enabled: true, message: { en: 'Back soon', fr: '  ' } }, 'message.fr'],
      [{ enabled: 'yes', message }, 'enabled'],
      [{ enabled: true, message: 'Back soon' }, 'message'],
      [{ enabled: true, message: { en: 'x'.repeat(1001), fr: 'y' } }, 'message.en'],
      [{ enabled: true, message: { en: 'a\u0000', fr: 'y' } }, 'message.en'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await call({ action: 'set_maintenance', ...payload });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await call({ action: 'get_site' }, 'anonymous')).body.site.maintenance.enabled).toBe(
      false,
    );
  });
});

describe('GET /site/v1/sitemap.xml and /site/v1/robots.txt', () => {
  it('lists the published pages in both languages, on the site origin, without an API key', async () => {
    await call({ action: 'update_page', page: 'terms', published: false });
    const response = await kit.request('/site/v1/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/services?lng=fr</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/estimator?lng=fr"/>',
    );
    expect(xml).not.toContain('/terms');
    expect(xml.match(/<url>/g)).toHaveLength(10);
    await call({ action: 'update_page', page: 'terms', published: true });
  });

  it('keeps crawlers out of the private areas, and out of everything during maintenance', async () => {
    const robots = await (await kit.request('/site/v1/robots.txt')).text();
    expect(robots).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /client-portal\nDisallow: /auth\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
    await call({
      action: 'set_maintenance',
      enabled: true,
      message: { en: 'Back soon', fr: 'Bientôt de retour' },
    });
    const closed = await (await kit.request('/site/v1/robots.txt')).text();
    expect(closed).toBe(
      'User-agent: *\nDisallow: /\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';
import { SHELL_URL } from '../../support/stack';

/*
 * The public site as a search engine reads it (issue 32): the server answers an unknown or
 * unpublished page with 404 and the not-found page, a saved redirect with 301 or 302 and its
 * Location, and renders every public page — those that act on their link included.
 */
test.use({ signedInAs: 'admin' });

const raw = (request: import('@playwright/test').APIRequestContext, path: string) =>
  request.get(`${SHELL_URL}${path}`, { maxRedirects: 0 });

test('every public route is rendered by the server, in both languages', async ({ request }) => {
  const pages = [
    ['/verify', 'Check a signed document'],
    ['/privacy', 'Privacy'],
    ['/terms', 'Terms'],
    ['/auth/forgot-password', 'Forgot password'],
    ['/auth/reset-password?token=abc', 'Choose a new password'],
  ] as const;
  for (const [path, title] of pages) {
    const response = await raw(request, path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('data-server-rendered="remote_public"');
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    expect(html, path).toMatch(new RegExp(`<title>[^<]*${title}`, 'i'));
  }
  const french = await raw(request, '/verify?lng=fr');
  expect(await french.text()).toContain('<html lang="fr"');
});

test('an unknown page answers 404 with the not-found page', async ({ request }) => {
  const response = await raw(request, `/no-such-page-${randomUUID().slice(0, 6)}`);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page not found');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('an unpublished page answers 404 and leaves the footer; a redirect answers from the server', async ({
  request,
  adminSession,
}) => {
  const call = (action: string, payload: Record<string, unknown> = {}) =>
    callRecords(request, adminSession.token, 'site-settings', action, payload);
  const from = `/e2e-moved-${randomUUID().slice(0, 6)}`;
  const temporary = `/e2e-later-${randomUUID().slice(0, 6)}`;
  try {
    await call('update_page', { page: 'privacy', published: false });
    const hidden = await raw(request, '/privacy');
    expect(hidden.status()).toBe(404);
    const home = await (await raw(request, '/')).text();
    expect(home).not.toContain('href="/privacy"');
    expect(home).toContain('href="/terms"');

    await call('save_redirect', { from, to: '/services', permanent: true });
    await call('save_redirect', { from: temporary, to: '/estimator', permanent: false });
    const moved = await raw(request, `${from}?utm_source=news`);
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/services?utm_source=news');
    const later = await raw(request, temporary);
    expect(later.status()).toBe(302);
    expect(later.headers().location).toBe('/estimator');
  } finally {
    await call('update_page', { page: 'privacy', published: true });
    const { redirects } = (await call('get_redirects')) as {
      redirects: { id: string; from: string }[];
    };
    for (const redirect of redirects) {
      if (redirect.from === from || redirect.from === temporary) {
        await call('delete_redirect', { id: redirect.id });
      }
    }
  }
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { takeOver } from '../../support/measure';
import { callRecords } from '../../support/records';
import { BACKEND_URL, SHELL_URL } from '../../support/stack';

test.use({ signedInAs: 'admin' });

const SEEDED_ORDER = ['home', 'services', 'estimator', 'get-started', 'privacy', 'terms'];

/** Puts the pages, redirects and maintenance back as seeded: other specs read the header. */
async function restoreSite(request: APIRequestContext, token: string) {
  const call = (action: string, payload: Record<string, unknown> = {}) =>
    callRecords(request, token, 'site-settings', action, payload);
  await call('set_maintenance', { enabled: false, message: { en: '', fr: '' } });
  await call('reorder_navigation', { pages: SEEDED_ORDER });
  for (const page of ['home', 'services', 'estimator']) {
    await call('update_page', { page, published: true, in_nav: true });
  }
  const { redirects } = (await call('get_redirects')) as { redirects: { id: string }[] };
  for (const { id } of redirects) await call('delete_redirect', { id });
}

/** A visitor: a browser of its own, without the admin's session. */
async function visitor(browser: Browser): Promise<Page> {
  // An empty storage state: the test's own (the admin's session) would be applied otherwise.
  const context = await browser.newContext({
    baseURL: SHELL_URL,
    storageState: { cookies: [], origins: [] },
  });
  return await context.newPage();
}

/** Opens `path` as the visitor, who then moves the mouse: the page becomes the browser's own. */
async function visit(guest: Page, path: string) {
  await guest.goto(path);
  await takeOver(guest);
}

const publicNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test.afterEach(async ({ request, adminSession }) => {
  await restoreSite(request, adminSession.token);
});

test('hiding and moving pages changes the public header; an unpublished page is not found', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/site-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Management' })).toBeVisible();
  // Each switch saves at once; it shows the new state once the server has it.
  await page.getByRole('switch', { name: 'Estimator in the navigation' }).click();
  await expect(page.getByRole('switch', { name: 'Estimator in the navigation' })).not.toBeChecked();
  // From the keyboard: the move button keeps focus after the list reorders.
  await page.getByRole('button', { name: 'Move Services up' }).focus();
  await page.keyboard.press('Enter');
  const pages = page.getByRole('list', { name: 'Pages of the public site' });
  await expect(pages.getByRole('listitem').first()).toContainText('Services');
  await expect(page.getByRole('button', { name: 'Move Services up' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Estimator published' }).click();
  await expect(page.getByRole('switch', { name: 'Estimator published' })).not.toBeChecked();

  const guest = await visitor(browser);
  await visit(guest, '/');
  await expect(publicNav(guest)).toHaveText(['Services', 'Home', 'Client portal', 'Sign in']);
  await visit(guest, '/estimator');
  await expect(guest.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await guest.context().close();
});

test('SEO: the title and description saved are the public page’s', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const { pages } = (await callRecords(
    request,
    adminSession.token,
    'site-settings',
    'get_pages',
  )) as {
    pages: { page: string; seo: { en: Record<string, unknown> } }[];
  };
  const seeded = pages.find((each) => each.page === 'services')?.seo.en;
  await page.goto('/admin/site-management?tab=seo');
  await page.getByLabel('Page', { exact: true }).selectOption('services');
  const title = `Our services ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByText(`${title.length} / 70 characters`)).toBeVisible();
  await page
    .getByLabel('Description', { exact: true })
    .fill('Websites, apps and care, at a fixed price.');
  await page.getByRole('button', { name: 'Save SEO' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const guest = await visitor(browser);
  await visit(guest, '/services');
  await expect(guest).toHaveTitle(title);
  await expect(guest.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Websites, apps and care, at a fixed price.',
  );
  await expect(guest.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await guest.context().close();
  // A crawler reads them in the server's HTML (kept there a few seconds at most).
  await expect
    .poll(async () => (await fetch(`${SHELL_URL}/services?lng=en`)).text(), { timeout: 15_000 })
    .toContain(`<title>${title}</title>`);
  const html = await (await fetch(`${SHELL_URL}/services?lng=en`)).text();
  expect(html).toContain(
    '<meta name="description" content="Websites, apps and care, at a fixed price.">',
  );
  await callRecords(request, adminSession.token, 'site-settings', 'update_page', {
    page: 'services',
    seo: { en: seeded },
  });
});

test('a redirect added in the back office sends visitors on, and can be deleted', async ({
  page,
  browser,
}) => {
  const from = `/e2e-old-${randomUUID().slice(0, 6)}`;
  await page.goto('/admin/site-management?tab=redirects');
  await page.getByLabel('From (old path)').fill('/admin/x');
  await page.getByLabel('To', { exact: true }).fill('/services');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText('From cannot be /admin')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('/services');
  await page.getByLabel('From (old path)').fill(from);
  await page.getByRole('button', { name: 'Add redirect' }).click();
  const table = page.getByRole('table', { name: 'Redirects' });
  await expect(table.getByRole('row').filter({ hasText: from })).toBeVisible();

  const guest = await visitor(browser);
  await visit(guest, from);
  await expect(guest).toHaveURL(`${SHELL_URL}/services`);
  await guest.goBack();
  await expect(guest).not.toHaveURL(new RegExp(from));
  await guest.context().close();

  await page.getByRole('button', { name: `Delete the redirect from ${from}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete redirect' }).click();
  await expect(table.getByRole('row').filter({ hasText: from })).toHaveCount(0);
});

test('maintenance: visitors see the message, sign-in and the back office keep working', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/site-management?tab=maintenance');
  await page.getByRole('switch', { name: 'Maintenance mode' }).check();
  await page.getByLabel('Message for visitors (English)').fill('We are back at noon.');
  await page.getByLabel('Message for visitors (French)').fill('Nous revenons à midi.');
  await page.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(page.getByText('Maintenance is on')).toBeVisible();

  const guest = await visitor(browser);
  await visit(guest, '/services');
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Atelier is being updated' }),
  ).toBeVisible();
  await expect(guest.getByText('We are back at noon.')).toBeVisible();
  await visit(guest, '/?lng=fr');
  await expect(guest.getByText('Nous revenons à midi.')).toBeVisible();
  await visit(guest, '/auth/login?lng=en');
  await expect(guest.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const robots = await (await guest.request.get(`${BACKEND_URL}/site/v1/robots.txt`)).text();
  expect(robots).toContain('Disallow: /\n');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/site-management?tab=maintenance');
  await page.getByRole('switch', { name: 'Maintenance mode' }).uncheck();
  await page.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await visit(guest, '/services');
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Atelier is being updated' }),
  ).toHaveCount(0);
  await expect(publicNav(guest).first()).toBeVisible();
  await guest.context().close();
});

test('sitemap.xml lists the published pages in both languages; robots.txt points to it', async ({
  request,
  adminSession,
}) => {
  await callRecords(request, adminSession.token, 'site-settings', 'update_page', {
    page: 'estimator',
    published: false,
  });
  const sitemap = await request.get(`${BACKEND_URL}/site/v1/sitemap.xml`);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/services</loc>');
  expect(xml).toContain('hreflang="fr"');
  expect(xml).toContain('/services?lng=fr');
  expect(xml).not.toContain('/estimator');
  const robots = await (await request.get(`${BACKEND_URL}/site/v1/robots.txt`)).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

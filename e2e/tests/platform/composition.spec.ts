import { expect, test } from '../../support/auth';
import { withRemoteMoved } from '../../support/moved-remote';

// Admin pages and the portal are for signed-in users: these specs sign in as the e2e admin.
test.use({ signedInAs: 'admin' });

test('the shell and every remote run on one React, router, i18next and auth store', async ({
  page,
}) => {
  await page.goto('/admin/leads');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await nav.getByRole('link', { name: 'Project Templates' }).click();
  await expect(page.getByRole('tab', { name: 'Project Templates', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL(/:3000\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /grow your business/ })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Client portal' }).first().click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Client portal' })).toBeVisible();

  const report = await page.evaluate(() => {
    const registry = window.__ATELIER_INSTANCES__ ?? {};
    const apps = Object.keys(registry).sort();
    const shell = registry.shell ?? {};
    const mismatches = apps.flatMap((app) =>
      Object.keys(shell)
        .filter((key) => registry[app]?.[key] !== shell[key])
        .map((key) => `${app}.${key}`),
    );
    return { apps, keys: Object.keys(shell).sort(), mismatches };
  });
  expect(report.apps).toEqual([
    'remote_admin',
    'remote_automation',
    'remote_portal',
    'remote_public',
    'shell',
  ]);
  expect(report.keys).toEqual(['authStore', 'i18next', 'react', 'reactDom', 'router', 'routerDom']);
  expect(report.mismatches).toEqual([]);
});

test.describe('runtime configuration', () => {
  test.describe.configure({ mode: 'serial' });

  test('moving a remote to another port takes an edit of config.json only', async ({ page }) => {
    await withRemoteMoved('remote_admin', 'remote-admin', async (movedOrigin) => {
      const origins = new Set<string>();
      page.on('request', (request) => origins.add(new URL(request.url()).origin));
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      expect(origins.has(movedOrigin)).toBe(true);
      expect(origins.has('http://localhost:3003')).toBe(false);
    });
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { withoutPageManifest } from '../../support/page-data';
import { REMOTE_ERROR_TITLE, REMOTE_ORIGINS } from '../../support/stack';

// Admin pages and the portal are for signed-in users: these specs sign in as the e2e admin.
test.use({ signedInAs: 'admin' });

const errorPanel = (page: Page) => page.getByRole('heading', { name: REMOTE_ERROR_TITLE });
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });

test.describe('a dead remote leaves the rest of the site working', () => {
  test('admin remote server down: error panel within 3 s, sidebar stays, retry recovers', async ({
    page,
  }) => {
    await page.route(`${REMOTE_ORIGINS.remote_admin}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/admin/leads');
    await expect(errorPanel(page)).toBeVisible({ timeout: 3000 });
    await expect(adminNav(page)).toBeVisible();

    // Another area still works inside the same layout.
    await adminNav(page).getByRole('link', { name: 'Contracts' }).click();
    await expect(page.getByRole('tab', { name: 'Contracts', exact: true })).toBeVisible();

    await adminNav(page).getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(errorPanel(page)).toBeVisible({ timeout: 3000 });
    await page.unroute(`${REMOTE_ORIGINS.remote_admin}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('admin manifest answering 404', async ({ page }) => {
    // The host could not fetch it either, so the page does not carry it (admin-page.ts).
    await withoutPageManifest(page);
    await page.route(`${REMOTE_ORIGINS.remote_admin}/**/mf-manifest.json`, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/admin/clients');
    await expect(errorPanel(page)).toBeVisible({ timeout: 3000 });
    await expect(adminNav(page)).toBeVisible();
  });

  test('an admin chunk failing to load', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.remote_admin}/**/static/js/async/**`, (route) =>
      route.abort('failed'),
    );
    await page.goto('/admin/projects');
    await expect(errorPanel(page)).toBeVisible({ timeout: 3000 });
    await expect(adminNav(page)).toBeVisible();
  });

  test('public remote down: its pages show the panel, the admin keeps working', async ({
    page,
  }) => {
    await page.route(`${REMOTE_ORIGINS.remote_public}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/');
    await expect(errorPanel(page)).toBeVisible({ timeout: 3000 });
    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('the error panel is translated', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.remote_public}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/services?lng=fr');
    await expect(
      page.getByRole('heading', { name: 'Cette partie du site n’a pas pu se charger' }),
    ).toBeVisible({
      timeout: 3000,
    });
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});

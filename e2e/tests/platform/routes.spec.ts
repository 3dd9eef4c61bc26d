import { expect, test } from '../../support/auth';
import { ADMIN_PAGES, AUTOMATION_TABS, REMOTE_ORIGINS } from '../../support/stack';

const PUBLIC_PATHS = [
  '/',
  '/services',
  '/get-started',
  '/estimator',
  '/client-portal',
  '/auth/login',
  '/auth/register',
];

test.describe('every route of the original product resolves', () => {
  for (const path of PUBLIC_PATHS) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    });
  }
});

test.describe('every admin route of the original product resolves', () => {
  test.use({ signedInAs: 'admin' });

  test('/admin and /admin/dashboard are the same dashboard page', async ({ page }) => {
    await page.goto('/admin');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = await heading.textContent();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(
      page
        .getByRole('navigation', { name: 'Admin navigation' })
        .getByRole('link', { name: 'Dashboard', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  for (const { path, label } of ADMIN_PAGES) {
    test(`admin ${path} shows its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    });
  }

  for (const { tab, label } of AUTOMATION_TABS) {
    test(`/admin/automation?tab=${tab} opens ${label}`, async ({ page }) => {
      await page.goto(`/admin/automation?tab=${tab}`);
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }
});

test.describe('unknown paths', () => {
  test.use({ signedInAs: 'admin' });

  test('show a not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });

  test('under /admin/ keep the admin layout around the not-found page', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('are translated', async ({ page }) => {
    await page.goto('/no-such-page?lng=fr');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('lazy pages', () => {
  test.use({ signedInAs: 'admin' });

  test('pages load lazily behind the Loading... spinner', async ({ page }) => {
    // Slow the admin remote down so the spinner is observable.
    await page.route(`${REMOTE_ORIGINS.remote_admin}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    // Not waiting for `load`: the page carries remote-admin's manifest, so its entry and chunks
    // may be asked for before `load`, which then waits for them, spinner gone.
    await page.goto('/admin/leads', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  });
});

import { expect, test } from '../../support/auth';

const adminNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: /Admin navigation|Navigation de l’administration/ });

test.describe('language', () => {
  // The admin pages it switches are for signed-in admins.
  test.use({ signedInAs: 'admin' });

  test('comes from ?lng, is cached in local storage and sets <html lang>', async ({ page }) => {
    await page.goto('/admin/leads?lng=fr');
    await expect(
      adminNav(page).getByRole('link', { name: 'Prospects', exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    // Cached: a later visit without the query stays French.
    await page.goto('/admin/leads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('switches from the language switcher, in the shell and in every remote', async ({
    page,
  }) => {
    await page.goto('/admin/leads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      adminNav(page).getByRole('link', { name: 'Prospects', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('follows the detection order: query, cookie, local storage, browser', async ({
    browser,
  }) => {
    const french = await browser.newContext({ locale: 'fr-FR' });
    const page = await french.newPage();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();

    await french.addCookies([{ name: 'i18next', value: 'en', url: 'http://localhost:3000' }]);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.goto('/no-such-page?lng=fr');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await french.close();
  });

  test('falls back to English for an unsupported language', async ({ page }) => {
    await page.goto('/no-such-page?lng=de');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

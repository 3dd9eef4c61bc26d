import { expect, test } from '../../support/auth';
import { takeOver } from '../../support/measure';

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

  test('takes each source in turn, in the spec order, and caches in local storage only', async ({
    browser,
  }) => {
    // An English browser: each source below must beat the ones after it.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    const FRENCH = 'Page introuvable';
    const ENGLISH = 'Page not found';
    await page.goto('/no-such-page');
    await expect(heading(ENGLISH)).toBeVisible();
    const store = (local: string | null, session: string | null) =>
      page.evaluate(
        ([inLocal, inSession]) => {
          if (inLocal === null) localStorage.removeItem('i18nextLng');
          else localStorage.setItem('i18nextLng', inLocal);
          if (inSession === null) sessionStorage.removeItem('i18nextLng');
          else sessionStorage.setItem('i18nextLng', inSession);
        },
        [local, session] as const,
      );

    // Session storage beats the browser's language.
    await store(null, 'fr');
    await page.goto('/no-such-page');
    await expect(heading(FRENCH)).toBeVisible();
    // Local storage beats session storage.
    await store('en', 'fr');
    await page.goto('/no-such-page');
    await expect(heading(ENGLISH)).toBeVisible();
    // The i18next cookie beats local storage.
    await context.addCookies([{ name: 'i18next', value: 'fr', url: 'http://localhost:3000' }]);
    await page.goto('/no-such-page');
    await expect(heading(FRENCH)).toBeVisible();
    // The query beats the cookie, and the language shown is cached in local storage.
    await page.goto('/no-such-page?lng=en');
    await expect(heading(ENGLISH)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();

    // A French browser with nothing stored reads French, cached in local storage only.
    const french = await browser.newContext({ locale: 'fr-FR' });
    const frenchPage = await french.newPage();
    await frenchPage.goto('/no-such-page');
    await expect(frenchPage.getByRole('heading', { level: 1, name: FRENCH })).toBeVisible();
    // The server drew the page (a 404) in the browser's language; the detector caches it once
    // the page is the browser's own.
    await takeOver(frenchPage);
    expect(await frenchPage.evaluate(() => localStorage.getItem('i18nextLng'))).toMatch(/^fr/);
    expect(await frenchPage.evaluate(() => sessionStorage.getItem('i18nextLng'))).toBeNull();
    expect((await french.cookies()).map((cookie) => cookie.name)).not.toContain('i18next');
    await french.close();
  });

  test('falls back to English for an unsupported language', async ({ page }) => {
    await page.goto('/no-such-page?lng=de');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from '../../support/auth';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Where focus is: inside the element, or the element itself. */
const focusIsWithin = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement), selector);

test.describe('the mobile admin drawer', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 375, height: 760 } });

  test('keeps focus inside while open, gives it back to "Open menu" when closed, and to the next page\'s heading when a link is followed', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    const open = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.locator('#admin-sidebar');

    await open.click();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsWithin(page, '#admin-sidebar')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsWithin(page, '#admin-sidebar')).toBe(true);

    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Close menu' }).press('Enter');
    await expect(open).toBeFocused();

    await open.press('Enter');
    await drawer.getByRole('link', { name: 'Clients' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/clients$/);
    // A page change puts focus on the new page's heading (RouteAnnouncer), the drawer closed.
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});

test('after a failed sign-in from the button, focus stays on the button and the reason is announced', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not the right password at all');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You could not be signed in' }),
  ).toBeVisible();
  expect(await isFocused(submit)).toBe(true);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('a dialog', () => {
  test.use({ signedInAs: 'admin' });

  test('gives focus back to what opened it however it closes (Escape, ×, Cancel): New contract', async ({
    page,
  }) => {
    await page.goto('/admin/automation?tab=contracts');
    const opener = page.getByRole('button', { name: 'New contract', exact: true });
    const form = page.getByRole('dialog', { name: 'New contract', exact: true });
    const closings: Array<(dialog: Locator) => Promise<void>> = [
      () => page.keyboard.press('Escape'),
      (dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
      (dialog) => dialog.getByRole('button', { name: 'Cancel' }).click(),
    ];
    for (const close of closings) {
      await opener.click();
      await expect(form).toBeVisible();
      await close(form);
      await expect(form).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
});

import type { Page } from '@playwright/test';
import {
  expect,
  readSessionStorage,
  registerClient,
  sessionStorageEntries,
  signInThroughForm,
  storeInBrowser,
  test,
} from '../../support/auth';
import { holdRequests } from '../../support/hold';

const AUTH_FUNCTION = '**/functions/v1/user-authentication';
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });
const spinner = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' });

test.describe('who may open which area', () => {
  test('a client opening the admin area is sent to the client portal', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request, 'Cleo');
    await storeInBrowser(page, sessionStorageEntries(client.session));
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/client-portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Client portal' })).toBeVisible();
    await expect(page.getByText('Hello, Cleo.')).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/client-portal$/);
  });

  test('the client portal asks a signed-out visitor to sign in, then opens', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request, 'Mina');
    await page.goto('/client-portal');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fclient-portal$/);
    await signInThroughForm(page, client);
    await expect(page).toHaveURL(/\/client-portal$/);
    await expect(page.getByText('Hello, Mina.')).toBeVisible();
  });

  test.describe('while the stored session is checked', () => {
    test.use({ signedInAs: 'admin' });

    test('the admin area shows the spinner, never a page', async ({ page }) => {
      const release = await holdRequests(page, AUTH_FUNCTION);
      await page.goto('/admin/leads');
      await expect(spinner(page)).toBeVisible();
      await expect(adminNav(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/leads$/);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      await expect(adminNav(page)).toBeVisible();
    });

    test('a server out of reach keeps the session and says so, with a retry', async ({ page }) => {
      await page.clock.install();
      await page.route(AUTH_FUNCTION, (route) => route.abort('connectionrefused'));
      await page.goto('/admin/leads');
      const panel = page.getByRole('alert').filter({ hasText: 'We could not check your session' });
      await expect(panel).toBeVisible();
      // Freeze the automatic retries (back-off timers): the button is what brings the page back.
      await page.clock.pauseAt(Date.now() + 60_000);
      await expect(adminNav(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/leads$/);
      expect((await readSessionStorage(page)).auth_token).toBeTruthy();
      await page.unroute(AUTH_FUNCTION);
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(panel).toHaveCount(0);
      await page.clock.resume();
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    });
  });
});

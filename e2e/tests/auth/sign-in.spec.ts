import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  readSessionStorage,
  signInThroughApi,
  signInThroughForm,
  test,
} from '../../support/auth';
import { holdRequests } from '../../support/hold';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });

test.describe('signing in', () => {
  test('an admin lands on the dashboard, named in the header with address and role', async ({
    page,
    request,
  }) => {
    const { user } = await signInThroughApi(request, ADMIN);
    const name = `${user.firstName} ${user.lastName}`.trim();
    await page.goto('/auth/login');
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const account = page.getByRole('button', { name: `Account: ${name}` });
    await expect(account).toBeVisible();
    await account.click();
    const panel = page.getByRole('region', { name: 'Account' });
    await expect(panel).toContainText(ADMIN.email);
    await expect(panel).toContainText('Super admin');
    const stored = await readSessionStorage(page);
    expect(stored.auth_token).toBeTruthy();
    expect(stored.client_id).toBe(user.id);
    expect(stored.auth_refresh_token).toBeTruthy();
  });

  test('a signed-out visitor to an admin page signs in and comes back to it', async ({ page }) => {
    await page.goto('/admin/leads?status=new');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fleads%3Fstatus%3Dnew$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('a redirect to another site is ignored', async ({ page }) => {
    await page.goto('/auth/login?redirect=https://evil.example/');
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL('http://localhost:3000/admin/dashboard');
  });
});

test.describe('the login page', () => {
  test('sends a visitor who is already signed in on to their area', async ({ page }) => {
    await page.goto('/auth/login');
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/auth/register?redirect=%2Fadmin%2Fclients');
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });

  test('says what is wrong with each field before asking the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/user-authentication')) calls.push(request.url());
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const email = page.getByLabel('E-mail');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await email.fill('jane@');
    await expect(email).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@company.com.',
    );
    expect(calls).toEqual([]);
  });

  test("shows the server's message for wrong credentials, and waits with the button off", async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/functions/v1/user-authentication');
    await page.goto('/auth/login');
    // An address with no account: failed sign-ins count against the account's rate limit.
    await signInThroughForm(page, {
      email: `nobody-${randomUUID().slice(0, 8)}@example.com`,
      password: 'not the password',
    });
    const pending = page.getByRole('button', { name: 'Signing in…' });
    await expect(pending).toBeDisabled();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'You could not be signed in' });
    await expect(alert).toContainText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/auth/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('correct horse battery');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Hide');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('correct horse battery');
  });
});

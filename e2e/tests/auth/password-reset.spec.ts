import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';

/* The round trip through the e-mailed link is in password-reset-link.spec.ts. */
test.describe('forgotten password', () => {
  test('the login page leads to a request that ends on a neutral confirmation', async ({
    page,
  }) => {
    const email = `someone-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Check your e-mail' });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(page.getByText(`If an account exists for ${email},`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('asks for a valid address first', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('This field is required.');
  });
});

test.describe('choosing a new password', () => {
  test('checks the new password before sending it', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      // The public layout reads the site's navigation (site-settings); nothing else may go.
      const url = request.url();
      if (url.includes('/functions/v1/') && !url.endsWith('/functions/v1/site-settings')) {
        calls.push(url);
      }
    });
    await page.goto('/auth/reset-password?token=some-token');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm the new password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(confirm).toHaveAccessibleDescription('This field is required.');
    await password.fill('short');
    await expect(password).toHaveAccessibleDescription(/Use between 12 and 128 characters\.$/);
    await password.fill('a long new password');
    await confirm.fill('a long new passwort');
    await expect(confirm).toHaveAccessibleDescription('The two passwords are not the same.');
    await page.getByRole('button', { name: 'Show the confirmation' }).click();
    await expect(confirm).toHaveAttribute('type', 'text');
    expect(calls).toEqual([]);
  });

  test('a link that does not work says so and offers a new one', async ({ page }) => {
    await page.goto('/auth/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('a long new password');
    await page.getByLabel('Confirm the new password').fill('a long new password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'This link no longer works' });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });

  test('a link without its token says so at once', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  test('is translated', async ({ page }) => {
    await page.goto('/auth/reset-password?token=x&lng=fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' }),
    ).toBeVisible();
  });
});

import { ADMIN, callAuth, expect, newClient, readSessionStorage, test } from '../../support/auth';

test.describe('registration', () => {
  test('a new client registers and lands in the client portal, signed in', async ({
    page,
    request,
  }) => {
    const client = newClient('Noor');
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill(client.firstName);
    await page.getByLabel('Last name').fill(client.lastName);
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/client-portal$/);
    await expect(page.getByText('Hello, Noor.')).toBeVisible();
    const stored = await readSessionStorage(page);
    const verify = await callAuth(request, 'verify_token', { token: stored.auth_token });
    expect(verify).toMatchObject({
      status: 200,
      body: { user: { id: stored.client_id, email: client.email, role: 'client' } },
    });
  });

  test('checks the fields, then shows the server’s message for a taken address', async ({
    page,
  }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'This field is required.',
    );
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('too short');
    await expect(password).toHaveAccessibleDescription(
      'Between 12 and 128 characters. A short sentence is easy to remember. Use between 12 and 128 characters.',
    );

    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Taken');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await password.fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your account could not be created' });
    await expect(alert).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(/\/auth\/register$/);
  });
});

import {
  ADMIN,
  callAuth,
  expect,
  readSessionStorage,
  registerClient,
  sessionStorageEntries,
  signInThroughApi,
  signInThroughForm,
  storeInBrowser,
  test,
} from '../../support/auth';

const SIGNED_OUT_STORAGE = {
  auth_token: null,
  client_id: null,
  auth_refresh_token: null,
  auth_expires_at: null,
  admin_bypass: null,
};

test.describe('the session', () => {
  test('signing out ends it on the server and clears this device', async ({ page, request }) => {
    await page.goto('/auth/login');
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const before = await readSessionStorage(page);
    expect(before.auth_token).toBeTruthy();

    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await readSessionStorage(page)).toEqual(SIGNED_OUT_STORAGE);

    const verify = await callAuth(request, 'verify_token', { token: before.auth_token });
    expect(verify).toMatchObject({ status: 401, body: { code: 'INVALID_TOKEN' } });
    const refresh = await callAuth(request, 'refresh', { refreshToken: before.auth_refresh_token });
    expect(refresh).toMatchObject({ status: 401, body: { code: 'INVALID_REFRESH_TOKEN' } });
  });

  test("the portal's sign-out does the same and confirms it", async ({ page, request }) => {
    const client = await registerClient(request, 'Ada');
    await storeInBrowser(page, sessionStorageEntries(client.session));
    await page.goto('/client-portal');
    await expect(page.getByText('Hello, Ada.')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth/login');
    await expect(page.getByText('You are signed out.')).toBeVisible();
    expect(await readSessionStorage(page)).toEqual(SIGNED_OUT_STORAGE);
    const verify = await callAuth(request, 'verify_token', { token: client.session.token });
    expect(verify.status).toBe(401);
  });

  test('a stored token the server refuses is removed on start', async ({ page }) => {
    await storeInBrowser(page, [
      { name: 'auth_token', value: 'garbage' },
      { name: 'client_id', value: 'someone' },
      { name: 'auth_refresh_token', value: 'garbage-too' },
    ]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await readSessionStorage(page)).toEqual(SIGNED_OUT_STORAGE);
  });

  test('an expired access token is renewed with the refresh token on start', async ({
    page,
    request,
  }) => {
    // A session of its own: renewing it spends its refresh token.
    const session = await signInThroughApi(request, ADMIN);
    const expired = { ...session, expiresAt: Math.floor(Date.now() / 1000) - 10 };
    await storeInBrowser(page, sessionStorageEntries(expired));
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect
      .poll(async () => (await readSessionStorage(page)).auth_token)
      .not.toBe(session.token);
    const stored = await readSessionStorage(page);
    expect(stored.auth_refresh_token).not.toBe(session.refreshToken);
    expect(Number(stored.auth_expires_at)).toBeGreaterThan(Date.now() / 1000);
    const verify = await callAuth(request, 'verify_token', { token: stored.auth_token });
    expect(verify.status).toBe(200);
  });
});

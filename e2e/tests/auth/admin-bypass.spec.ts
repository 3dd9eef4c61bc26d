import {
  callAuth,
  expect,
  publicKey,
  readSessionStorage,
  storeInBrowser,
  test,
} from '../../support/auth';

/**
 * Admin bypass is a demo mode (spec §6): the admin UI as super_admin "Admin User", with no
 * server check and no server access — even when a real admin session is stored beside it.
 */
test.describe('admin bypass', () => {
  test('shows the demo admin under the banner and never sends the stored real session', async ({
    page,
    request,
    adminSession,
  }) => {
    const key = await publicKey(request);
    await storeInBrowser(page, [
      { name: 'admin_bypass', value: 'true' },
      { name: 'auth_token', value: adminSession.token },
      { name: 'client_id', value: adminSession.user.id },
    ]);
    const bearers: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/')) {
        bearers.push(sent.headers().authorization ?? '(none)');
      }
    });

    for (const path of ['/admin/dashboard', '/admin/leads', '/admin/automation?tab=scoring']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('demo-banner')).toContainText('Admin bypass is on');
    }
    const account = page.getByRole('button', { name: 'Account: Admin User' });
    await account.click();
    // The demo user, not the real admin stored beside it (who may be named alike).
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('admin@demo.local');
    await page.waitForLoadState('networkidle');
    expect(bearers.filter((bearer) => bearer !== `Bearer ${key}`)).toEqual([]);

    // Signing out ends the demo here only: the real session was never used, so never ended.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth/login');
    await expect(page.getByTestId('demo-banner')).toHaveCount(0);
    expect(await readSessionStorage(page)).toMatchObject({ admin_bypass: null, auth_token: null });
    expect(bearers.filter((bearer) => bearer !== `Bearer ${key}`)).toEqual([]);
    const verify = await callAuth(request, 'verify_token', { token: adminSession.token });
    expect(verify.status).toBe(200);
  });
});

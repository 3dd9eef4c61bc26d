import { expect, test } from '@playwright/test';

test('admin bypass shows the admin UI as the demo super_admin under a visible demo banner', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('admin_bypass', 'true'));
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('demo-banner')).toContainText('Admin bypass is on');
  await expect(page.getByRole('button', { name: 'Account: Admin User' })).toBeVisible();
});

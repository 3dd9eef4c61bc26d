import { randomUUID } from 'node:crypto';
import { expect, storeInBrowser, test } from '../../support/auth';
import { adminCreateLead, blockBackend, callLeads } from '../../support/leads';
import { callRecords } from '../../support/records';

async function unreadCount(request: Parameters<typeof callRecords>[0], token: string) {
  const body = await callRecords(request, token, 'notifications-system', 'get_notifications', {
    pageSize: 1,
  });
  return body.unread as number;
}

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a lead from the public form raises the badge within one poll; opening it marks it read', async ({
    page,
    request,
    adminSession,
  }) => {
    // Earlier specs raised plenty (a badge of '99+'): start from nothing unread.
    await callRecords(request, adminSession.token, 'notifications-system', 'mark_all_read');
    await page.clock.install();
    await page.goto('/admin/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    // The admin remote must have loaded before the clock jumps: a jump of 30 s would fire the
    // federation runtime's script time-out on an entry still on its way (a slow machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const id = randomUUID().slice(0, 8);
    const name = `Bell Lead ${id}`;
    const created = await callLeads(request, null, 'create_lead', {
      name,
      email: `bell-${id}@studio-${id}.com`,
      company: 'Bell Studio',
      source: 'estimator',
    });
    expect(created.status).toBe(200);

    // The next poll, 30 s later, brings it.
    await page.clock.fastForward(30_000);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toContainText(`New lead: ${name}`);
    await expect(panel).toContainText('Just now');
    await panel.getByText(`New lead: ${name}`).click();
    await expect(page).toHaveURL(/\/admin\/leads\?lead=[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    expect(await unreadCount(request, adminSession.token)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();

    // Coming back to the window polls at once; "Mark all as read" clears the badge.
    await adminCreateLead(request, adminSession.token, {
      name: `${name} again`,
      email: `bell-again-${id}@studio-${id}.com`,
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    expect(await unreadCount(request, adminSession.token)).toBe(0);
  });
});

test('with the backend unreachable, the bell shows the three sample notifications under the demo banner', async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto('/admin/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d unread$/);
  await bell.click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';

test.use({ signedInAs: 'admin' });

/*
 * Issue 33: the admin's private iCalendar feed and the drawer's week and agenda views
 * (docs/notifications.md, "Calendar feed").
 */
test('an event shows in the week and agenda views and in the private feed; a revoked link answers 404', async ({
  page,
  request,
}) => {
  const title = `Feed check ${randomUUID().slice(0, 8)}`;
  const today = new Date().toISOString().slice(0, 10);

  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'New event', exact: true }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Time').fill('10:30');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(calendar.getByRole('button', { name: new RegExp(title) })).toBeVisible();

  // Week and agenda, chosen with the keyboard.
  const views = calendar.getByRole('group', { name: 'View' });
  await views.getByRole('radio', { name: 'Month' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(views.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(calendar.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(views.getByRole('radio', { name: 'Agenda' })).toBeChecked();
  await expect(calendar.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await views.getByRole('radio', { name: 'Month' }).check();

  // The feed link: made when the part is opened, shown once.
  await calendar.getByText('Subscribe in Google Calendar, Outlook or Apple Calendar').click();
  const link = calendar.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/\/calendar\/v1\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await link.inputValue();

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('VERSION:2.0');
  expect(text).toContain(`SUMMARY:${title}`);

  await calendar.getByRole('button', { name: 'Revoke link' }).click();
  await expect(calendar.getByText('The link is revoked')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

import { expect, test } from '../../support/auth';
import { adminCreateLead, uniqueContact } from '../../support/leads';

test.use({ signedInAs: 'admin' });

const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the leads date range refuses a backwards or out-of-range period and keeps the last valid one', async ({
  page,
  request,
  adminSession,
}) => {
  const contact = uniqueContact('Ranger');
  await adminCreateLead(request, adminSession.token, { ...contact, status: 'new' });
  const today = dayOffset(0);
  await page.goto(`/admin/leads?q=${encodeURIComponent(contact.name)}`);
  const row = page.getByRole('row').filter({ hasText: contact.name });
  await expect(row).toHaveCount(1);

  const range = page.getByRole('group', { name: 'Created' });
  const from = range.getByLabel('Created from');
  const until = range.getByLabel('Created until');
  await from.fill(dayOffset(-1));
  await expect(page).toHaveURL(new RegExp(`from=${dayOffset(-1)}`));
  await until.fill(dayOffset(1));
  await expect(page).toHaveURL(new RegExp(`to=${dayOffset(1)}`));
  await expect(row).toHaveCount(1);

  // An end before the start is refused where it was typed; the list keeps the last valid range.
  await until.fill(dayOffset(-2));
  await expect(range.getByText('The end date is before the start date.')).toBeVisible();
  await expect(until).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`to=${dayOffset(1)}`));
  await expect(row).toHaveCount(1);

  // So is a day the server would refuse.
  await until.fill('9999-12-31');
  await expect(range.getByText(/Choose a date from .* to /)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`to=${dayOffset(1)}`));

  await until.fill(today);
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(range.getByText(/Choose a date|end date is before/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(from).toHaveValue('');
  await expect(until).toHaveValue('');
});

test('a date in a hand-edited link outside 1900..2200 is dropped, not sent', async ({ page }) => {
  await page.goto('/admin/payments?tab=payments&from=0000-01-01&to=2026-01-31');
  const range = page.getByRole('group', { name: 'Payment date' });
  await expect(range.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(range.getByLabel('To', { exact: true })).toHaveValue('2026-01-31');
});

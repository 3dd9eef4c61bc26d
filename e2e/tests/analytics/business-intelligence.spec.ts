import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';

test.use({ signedInAs: 'admin' });

const usd = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('business intelligence shows each figure as a chart and its table, for the chosen range', async ({
  page,
  request,
  adminSession,
}) => {
  // A payment this month, so the period has revenue to show.
  const token = adminSession.token;
  const stamp = Date.now();
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `BI Client ${stamp}`,
    email: `bi-${stamp}@example.com`,
  })) as { client: { id: string } };
  await callRecords(request, token, 'revenue-tracking', 'record_payment', {
    client_id: client.id,
    amount_cents: 50_000,
    payment_date: new Date().toISOString().slice(0, 10),
    payment_method: 'bank_transfer',
  });
  const insights = (await callRecords(
    request,
    adminSession.token,
    'business-intelligence',
    'get_insights',
  )) as { revenue: { by_month: { month: string; amount_cents: number }[] } };
  const thisMonth = insights.revenue.by_month.at(-1);
  if (!thisMonth) throw new Error('get_insights answers the months of its range');

  await page.goto('/admin/business-intelligence');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business Intelligence' }),
  ).toBeVisible();
  const byMonth = page.getByRole('table', { name: 'Payments received by month' });
  const label = new Intl.DateTimeFormat('en', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${thisMonth.month}-01T00:00:00Z`));
  await expect(byMonth.getByRole('row').filter({ hasText: label })).toContainText(
    usd(thisMonth.amount_cents),
  );
  await expect(page.getByRole('img', { name: /Bar chart of revenue/ })).toBeVisible();

  // A preset changes the range in the URL and the figures with it.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue by month' })).toBeVisible();
});

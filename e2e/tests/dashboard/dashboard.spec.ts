import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { adminCreateLead, callLeads } from '../../support/leads';
import { callRecords, revenueStats } from '../../support/records';

test.use({ signedInAs: 'admin' });

const usd = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

test('after known actions the dashboard shows what the database holds, from one request', async ({
  page,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const id = randomUUID().slice(0, 8);
  await adminCreateLead(request, token, { name: `Dash ${id}`, email: `dash-${id}@studio.com` });
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Dash Client ${id}`,
    email: `dash-client-${id}@example.com`,
  })) as { client: { id: string } };
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: client.id,
    items: [{ description: 'Sprint', quantity: 1, unit_price_cents: 12_345 }],
  })) as { invoice: { id: string } };
  await callRecords(request, token, 'invoice-management', 'send_invoice', { id: invoice.id });
  await callRecords(request, token, 'revenue-tracking', 'record_payment', {
    invoice_id: invoice.id,
    amount_cents: 12_345,
    payment_date: new Date().toISOString().slice(0, 10),
    payment_method: 'card',
  });
  const { body } = await callLeads(request, token, 'get_lead_stats');
  const leadTotal = (body.stats as { total: number }).total;
  const revenue = await revenueStats(request, token);

  const calls: string[] = [];
  page.on('request', (sent) => {
    const match = /\/functions\/v1\/([a-z-]+)$/.exec(sent.url());
    // The header's own reads (session, bell, the agency's name) are not the dashboard's.
    const header = ['user-authentication', 'notifications-system', 'site-settings'];
    if (!match?.[1] || header.includes(match[1])) return;
    calls.push(`${match[1]}#${(sent.postDataJSON() as { action: string }).action}`);
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Leads/ })).toContainText(
    `${leadTotal}Leads in all`,
  );
  await expect(page.getByRole('region', { name: /^Revenue/ })).toContainText(
    `${usd(revenue.currentMonth)}Received this month`,
  );
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(
    `Payment of ${usd(123.45)} recorded`,
  );
  expect(calls).toEqual(['dashboard#get_overview']);

  // Each card opens its page.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Revenue/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
});

test("the dashboard's figures are asked for before the admin remote's code has loaded", async ({
  page,
}) => {
  // remote-admin's entry is held until the figures' request has been sent (or 10 s have
  // passed): a request that waited for the remote's routes or the page's code would not be.
  let overviewSent: () => void = () => undefined;
  const sent = new Promise<boolean>((resolve) => {
    overviewSent = () => resolve(true);
    setTimeout(() => resolve(false), 10_000);
  });
  page.on('request', (request) => {
    if (/\/functions\/v1\/dashboard$/.test(request.url())) overviewSent();
  });
  const entryHeld: boolean[] = [];
  await page.route(/\/js\/remote_admin\.[^/]*\.js$/, async (route) => {
    entryHeld.push(await sent);
    await route.continue();
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toBeVisible();
  expect(entryHeld).toEqual([true]);
});

test("an admin page carries config.json and the admin remote's manifest: the shell asks for neither", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/config.json') || pathname.endsWith('/mf-manifest.json')) {
      asked.push(request.url());
    }
  });
  const response = await page.goto('/admin/dashboard');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="atelier-config"');
  expect(html).toMatch(/id="atelier-manifest" data-url="[^"]*mf-manifest\.json"/);
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toBeVisible();
  expect(asked).toEqual([]);
});

test("hovering the sidebar's Revenue link fetches its figures: the page opens with them, no spinner", async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toBeVisible();
  const link = page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Revenue' });
  const answered = Promise.all(
    ['get_revenue_stats', 'get_monthly_revenue'].map((action) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/functions/v1/revenue-tracking') &&
          (response.request().postDataJSON() as { action?: string }).action === action,
      ),
    ),
  );
  await link.hover();
  await answered;
  // Whether the chart's section ever shows its spinner, from the click on.
  await page.evaluate(() => {
    const seen = window as unknown as { chartSpinnerShown: boolean };
    seen.chartSpinnerShown = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-labelledby="revenue-monthly"] [role="status"]')) {
        seen.chartSpinnerShown = true;
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.locator('[aria-labelledby="revenue-monthly"] table').first()).toBeAttached();
  expect(
    await page.evaluate(
      () => (window as unknown as { chartSpinnerShown: boolean }).chartSpinnerShown,
    ),
  ).toBe(false);
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import { callRecords } from '../../support/records';

/** A client with a sent invoice of $500.00, made through the API. */
async function sentInvoice(request: APIRequestContext, token: string) {
  const id = randomUUID().slice(0, 8);
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Checks ${id}`,
    email: `checks-${id}@example.com`,
  })) as { client: { id: string; name: string } };
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: client.id,
    items: [{ description: 'Workshop', quantity: 1, unit_price_cents: 50_000 }],
  })) as { invoice: { id: string } };
  await callRecords(request, token, 'invoice-management', 'send_invoice', { id: invoice.id });
  return { client, invoiceId: invoice.id };
}

/** The record function calls the page makes from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/functions\/v1\/([a-z-]+)$/.exec(request.url());
    const action = (request.postDataJSON() as { action?: string } | null)?.action;
    if (match && action) calls.push(`${match[1]}#${action}`);
  });
  return calls;
}

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('an empty proposal form says what is missing and sends nothing', async ({ page }) => {
    await page.goto('/admin/proposals?new=1');
    const form = page.getByRole('dialog', { name: 'New proposal' });
    await expect(form).toBeVisible();
    const calls = recordCalls(page);
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.endsWith('#create_proposal'))).toEqual([]);

    // What was typed stays when the form is corrected.
    await form.getByLabel('Title').fill('Kept title');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('Kept title');
    expect(calls.filter((call) => call.endsWith('#create_proposal'))).toEqual([]);
  });

  test('a payment above the balance is refused before it is sent', async ({
    page,
    request,
    adminSession,
  }) => {
    const { invoiceId } = await sentInvoice(request, adminSession.token);
    await page.goto(`/admin/payments/invoices/${invoiceId}`);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(dialog.getByLabel('Amount')).toHaveValue(/500/);
    const calls = recordCalls(page);
    await dialog.getByLabel('Amount').fill('500.01');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toContainText('This is more than the balance due ($500.00).');
    expect(calls.filter((call) => call.endsWith('#record_payment'))).toEqual([]);
    const { invoice } = (await callRecords(
      request,
      adminSession.token,
      'invoice-management',
      'get_invoice',
      {
        id: invoiceId,
      },
    )) as { invoice: { amount_paid_cents: number } };
    expect(invoice.amount_paid_cents).toBe(0);
  });

  test('the invoice number pattern is checked and previewed', async ({ page }) => {
    await page.goto('/admin/payments');
    await page.getByRole('button', { name: 'Invoice settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice settings' });
    const pattern = dialog.getByLabel('Number pattern');
    await pattern.fill('INV-{SEQ:4}');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(pattern).toHaveAttribute('aria-invalid', 'true');
    await pattern.fill('A-{YY}-{SEQ:3}');
    await expect(dialog).toContainText(/A-\d{2}-\d{3}/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the record pages never scroll sideways', async ({ page, request, adminSession }) => {
      const { client, invoiceId } = await sentInvoice(request, adminSession.token);
      for (const path of [
        '/admin/clients',
        `/admin/clients/${client.id}`,
        '/admin/projects',
        '/admin/proposals',
        '/admin/team',
        '/admin/payments',
        '/admin/payments?tab=payments',
        `/admin/payments/invoices/${invoiceId}`,
        '/admin/revenue',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});

test('with the backend unreachable, revenue shows demo figures under the demo banner', async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
  const months = page.getByRole('table', { name: 'Revenue per month' }).getByRole('row');
  await expect(months).toHaveCount(13); // the header and the last 12 months
  const thisMonth = new Intl.DateTimeFormat('en', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  const current = await months
    .filter({ hasText: thisMonth })
    .getByRole('cell')
    .first()
    .textContent();
  expect(current).toMatch(/^\$[\d,]+\.\d{2}$/);
  // The "this month" card shows the same figure as the month's row.
  await expect(page.getByText(current as string, { exact: true })).toHaveCount(2);
});

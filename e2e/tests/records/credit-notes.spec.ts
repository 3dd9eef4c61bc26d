import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/auth';
import { pdfShownText } from '../../support/pdf';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { callRecords } from '../../support/records';

/**
 * Credit notes (issue 28): a sent invoice stays as issued; the admin issues a credit note for
 * one line, refused over the balance (nothing issued); the balance drops, the revenue figures,
 * the Credit notes tab and its CSV count it, and the client finds it, with its PDF, on the
 * invoice in the portal.
 */
test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('a credit note corrects a sent invoice, from the admin to the portal', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    const token = adminSession.token;
    const client = await linkedPortalClient(request, token, 'Łukasz');
    const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
      client_id: client.clientId,
      items: [{ description: 'Design mock-ups', quantity: 1, unit_price_cents: 120_000 }],
    })) as { invoice: { id: string } };
    const sent = (await callRecords(request, token, 'invoice-management', 'send_invoice', {
      id: invoice.id,
    })) as { invoice: { number: string } };
    const before = (await callRecords(request, token, 'revenue-tracking', 'get_revenue_stats')) as {
      creditedYearToDate: number;
    };

    await page.goto(`/admin/payments/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Credit note for invoice ${sent.invoice.number}`,
    });
    await expect(dialog).toContainText('e-mailed to the client');
    await dialog.getByLabel('Reason (the client reads it)').fill('One mock-up dropped');
    await dialog.getByRole('radio', { name: 'Some lines' }).check();
    await dialog.getByLabel('Description, line 1').fill('Mock-up dropped');
    // More than is left to pay: the server's message under the lines, and nothing issued.
    await dialog.getByLabel('Unit price, line 1').fill('1,500');
    await expect(dialog.getByText(/^Credit note total:/)).toContainText(
      'more than the balance due',
    );
    await dialog.getByRole('button', { name: 'Issue and e-mail' }).click();
    await expect(
      dialog.getByText(/^The credit note \(.+\) is more than the balance due/),
    ).toBeVisible();
    const none = (await callRecords(request, token, 'invoice-management', 'get_credit_notes', {
      invoice_id: invoice.id,
    })) as { total: number };
    expect(none.total).toBe(0);
    await expect(dialog.getByLabel('Reason (the client reads it)')).toHaveValue(
      'One mock-up dropped',
    );
    await dialog.getByLabel('Unit price, line 1').fill('300');
    await expect(dialog.getByText(/^Credit note total:/)).toContainText(
      'Left to pay after it: $900.00',
    );
    await dialog.getByRole('button', { name: 'Issue and e-mail' }).click();
    await expect(
      page.getByText(/^Credit note CN-\d{4}-\d{4} issued and e-mailed\.$/),
    ).toBeVisible();
    const credits = page.getByRole('region', { name: 'Credit notes' });
    await expect(credits).toContainText('$300.00 (One mock-up dropped)');
    await expect(page.getByRole('main')).toContainText('Credited');
    await expect(page.getByRole('main')).toContainText('$900.00');

    const after = (await callRecords(request, token, 'revenue-tracking', 'get_revenue_stats')) as {
      creditedYearToDate: number;
    };
    expect(after.creditedYearToDate - before.creditedYearToDate).toBe(300);

    // Every credit note in the payments page's tab, and in its CSV.
    const { credit_notes: issued } = (await callRecords(
      request,
      token,
      'invoice-management',
      'get_credit_notes',
      { invoice_id: invoice.id },
    )) as { credit_notes: Array<{ number: string }> };
    const cn = issued[0]?.number ?? '';
    await page.goto('/admin/payments?tab=credit-notes');
    const row = page.getByRole('table', { name: 'Credit notes' }).getByRole('row', { name: cn });
    await expect(row).toContainText('One mock-up dropped');
    await expect(row.getByRole('link', { name: sent.invoice.number })).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    expect(csv).toContain(
      'number,issue_date,client,project,invoice_number,reason,currency,subtotal,tax,total',
    );
    const line = csv.split('\r\n').find((each) => each.startsWith(`${cn},`));
    expect(line?.split(',').slice(2)).toEqual([
      client.name,
      '',
      sent.invoice.number,
      'One mock-up dropped',
      'USD',
      '300.00',
      '0.00',
      '300.00',
    ]);

    // The client sees it on the invoice, and its PDF is the agency's stored one.
    // A browser of the client's own: none of the admin's stored session.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const portal = await context.newPage();
    await openPortalAs(portal, client.session, `/client-portal/invoices/${invoice.id}`);
    const theirs = portal.getByRole('region', { name: 'Credit notes' });
    await expect(theirs).toContainText('$300.00 (One mock-up dropped)');
    const download = portal.waitForEvent('download');
    await theirs.getByRole('button', { name: /^Download credit note CN-/ }).click();
    const pdf = await readFile(await (await download).path());
    const text = pdfShownText(pdf);
    expect(text).toContain('Credit note');
    expect(text).toContain('One mock-up dropped');
    expect(text).toContain(client.name);
    await context.close();
  });
});

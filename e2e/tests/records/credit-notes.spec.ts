import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/auth';
import { pdfShownText } from '../../support/pdf';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { callRecords } from '../../support/records';

/**
 * Credit notes (issue 28): a sent invoice stays as issued; the admin issues a credit note for
 * part of it, refused over the balance; the balance drops, the revenue figures count it, and
 * the client finds it, with its PDF, on the invoice in the portal.
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
    // More than is left to pay: the server's message, and nothing issued.
    await dialog.getByLabel('Amount to credit, before tax').fill('1,500');
    await dialog.getByRole('button', { name: 'Issue and e-mail' }).click();
    await expect(dialog.getByText(/is more than the balance due/)).toBeVisible();
    await dialog.getByLabel('Amount to credit, before tax').fill('300');
    await expect(dialog.getByRole('status')).toContainText('Left to pay after it: $900.00');
    await dialog.getByRole('button', { name: 'Issue and e-mail' }).click();
    await expect(
      page.getByText(/^Credit note CN-\d{4}-\d{4} issued and e-mailed\.$/),
    ).toBeVisible();
    const credits = page.getByRole('region', { name: 'Credit notes' });
    await expect(credits).toContainText('$300.00 (One mock-up dropped)');
    await expect(page.getByRole('main')).toContainText('$900.00');

    const after = (await callRecords(request, token, 'revenue-tracking', 'get_revenue_stats')) as {
      creditedYearToDate: number;
    };
    expect(after.creditedYearToDate - before.creditedYearToDate).toBe(300);

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

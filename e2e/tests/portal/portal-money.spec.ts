import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import { adminPage, linkedPortalClient, openPortalAs } from '../../support/portal';
import { callRecords, revenueStats } from '../../support/records';

/** A sent invoice of $1,200.00 for the client: one line, no tax. */
async function sentInvoice(request: APIRequestContext, token: string, clientId: string) {
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'create_invoice', {
    client_id: clientId,
    items: [{ description: 'Design mock-ups', quantity: 1, unit_price_cents: 120_000 }],
  })) as { invoice: { id: string } };
  const sent = (await callRecords(request, token, 'invoice-management', 'send_invoice', {
    id: invoice.id,
  })) as { invoice: { id: string; number: string } };
  return sent.invoice;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2030');
  await page.getByLabel('CVC').fill('123');
}

test('the client pays an invoice: a declined card changes nothing, then it is paid and counted as revenue; another client cannot open it', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const token = adminSession.token;
  const client = await linkedPortalClient(request, token, 'Mia');
  const invoice = await sentInvoice(request, token, client.clientId);
  const before = await revenueStats(request, token);

  await openPortalAs(page, client.session, '/client-portal/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const statement = page.getByRole('region', { name: 'Statement of account' });
  await expect(statement).toContainText('Balance due (USD)');
  await expect(statement).toContainText('$1,200.00');
  const row = page.getByRole('row').filter({ hasText: invoice.number });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('$1,200.00');

  await row.getByRole('link', { name: invoice.number }).click();
  await expect(
    page.getByRole('heading', { name: `Invoice ${invoice.number}`, level: 1 }),
  ).toBeVisible();
  const document = page.getByRole('article', { name: 'Invoice' });
  await expect(document.getByRole('cell', { name: 'Design mock-ups' })).toBeVisible();
  await expect(page.getByText('Test mode: use 4242 4242 4242 4242')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('1200.00');

  // A mistyped number is refused on its field before anything is sent.
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('This card number is not valid; check it for a typo.')).toBeVisible();

  // The declined test card: the provider's 402, nothing typed lost, nothing recorded.
  await page.getByLabel('Card number').fill('4000000000000002');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('CVC')).toHaveValue('123');
  expect((await revenueStats(request, token)).totalTransactions).toBe(before.totalTransactions);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Paid. A receipt is on its way to ${client.email}` }),
  ).toBeVisible();
  await expect(page.getByText('Balance due: $0.00', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('$1,200.00');

  const after = await revenueStats(request, token);
  expect(after.totalTransactions).toBe(before.totalTransactions + 1);
  expect(after.yearToDate - before.yearToDate).toBeCloseTo(1200, 2);
  const adminInvoice = (await callRecords(request, token, 'invoice-management', 'get_invoice', {
    id: invoice.id,
  })) as { invoice: { status: string; balance_cents: number } };
  expect(adminInvoice.invoice).toMatchObject({ status: 'paid', balance_cents: 0 });

  await page.goto('/client-portal/invoices');
  await expect(page.getByRole('row').filter({ hasText: invoice.number })).toContainText('Paid');

  // Client B, with A's invoice URL, sees "not found" as for any unknown id.
  const other = await linkedPortalClient(request, token, 'Ben');
  const otherPage = await (await browser.newContext()).newPage();
  await openPortalAs(otherPage, other.session, `/client-portal/invoices/${invoice.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await expect(otherPage.getByText(invoice.number)).toBeHidden();
});

test('the client writes to the agency and shares a file; the admin answers and downloads it from the client page', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const client = await linkedPortalClient(request, adminSession.token, 'Lea');
  const tag = randomUUID().slice(0, 6);
  const question = `Any news on the mock-ups? (${tag})`;
  const answer = `Yes: on Monday. (${tag})`;

  await openPortalAs(page, client.session, '/client-portal/messages');
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill(question);
  await page.keyboard.press('Control+Enter');
  const conversation = page.getByRole('list', { name: /Conversation with the agency/ });
  await expect(conversation.getByRole('listitem').filter({ hasText: question })).toContainText(
    'You',
  );
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  const admin = await adminPage(browser, adminSession);
  await admin.goto(`/admin/clients/${client.clientId}`);
  const messages = admin.getByRole('region', { name: 'Portal messages' });
  await expect(messages).toContainText(question);
  await messages.getByLabel('Reply to the client').fill(answer);
  await messages.getByRole('button', { name: 'Send reply' }).click();
  await expect(messages.getByRole('listitem').filter({ hasText: answer })).toBeVisible();

  await page.reload();
  await expect(conversation.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(conversation.getByRole('listitem').last()).toContainText(answer);

  // A file shared from the Files page, downloaded by the admin from the client's page.
  const fileName = `brief-${tag}.txt`;
  const content = `The brief, version ${tag}\n`;
  await page.goto('/client-portal/files');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from(content),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${fileName} was uploaded.` }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: fileName })).toContainText('You');

  // A type the bucket refuses is stopped before upload, with the reason.
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('This type of file cannot be shared.')).toBeVisible();

  await admin.reload();
  const files = admin.getByRole('region', { name: 'Portal files' });
  await expect(files.getByRole('row').filter({ hasText: fileName })).toContainText('The client');
  const downloading = admin.waitForEvent('download');
  await files.getByRole('link', { name: `Download ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(content);
});

test("with the backend unreachable, the sample client's invoices, messages and files show under the banner and paying or writing is refused", async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto('/client-portal/invoices');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const statement = page.getByRole('region', { name: 'Statement of account' });
  await expect(statement).toContainText('Balance due (USD)');
  const overdue = page.getByRole('row').filter({ hasText: 'Overdue' });
  await expect(overdue).toHaveCount(1);
  await overdue.getByRole('link').click();
  await expect(page.getByRole('article', { name: 'Invoice' })).toContainText('Northwind Studio');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is a demo: changes are not saved.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');

  await page.goto('/client-portal/messages');
  const conversation = page.getByRole('list', { name: /Conversation with the agency/ });
  await expect(conversation.getByRole('listitem')).toHaveCount(4);
  await page.getByLabel('Message', { exact: true }).fill('Hello from the demo');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is a demo: changes are not saved.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello from the demo');

  await page.goto('/client-portal/files');
  await expect(page.getByRole('row').filter({ hasText: 'homepage-mockup.pdf' })).toContainText(
    'The agency',
  );
});

test('at 375 px and in French, an invoice and its pay form fit the screen', async ({
  page,
  request,
  adminSession,
}) => {
  const client = await linkedPortalClient(request, adminSession.token, 'Zoé');
  const invoice = await sentInvoice(request, adminSession.token, client.clientId);
  await page.setViewportSize({ width: 375, height: 760 });
  await openPortalAs(page, client.session, `/client-portal/invoices/${invoice.id}`);
  await expect(
    page.getByRole('heading', { name: `Invoice ${invoice.number}`, level: 1 }),
  ).toBeVisible();
  // On a phone the language is in the menu, the header being one band.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('fr');
  await expect(
    page.getByRole('heading', { name: `Facture ${invoice.number}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Régler cette facture' })).toBeVisible();
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  await page.getByRole('button', { name: 'Payer maintenant' }).click();
  await expect(page.getByText('Saisissez votre numéro de carte.')).toBeVisible();
  await expect(page.getByLabel('Numéro de carte')).toBeFocused();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});

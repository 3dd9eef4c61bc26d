import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/auth';
import { adminCreateLead, callLeads, uniqueContact } from '../../support/leads';
import { mailTo } from '../../support/mail';
import { callRecords, revenueStats } from '../../support/records';

test.use({ signedInAs: 'admin' });

const usd = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

test('a lead becomes a client who accepts a proposal, is invoiced and pays in two parts', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(90_000);
  const token = adminSession.token;
  const before = await revenueStats(request, token);
  const contact = uniqueContact('Iris');
  const lead = await adminCreateLead(request, token, {
    name: contact.name,
    email: contact.email,
    company: 'Iris Studio',
    budget: 10000,
  });

  // The lead is converted from its panel on the leads page.
  await page.goto(`/admin/leads?q=${encodeURIComponent(contact.email)}`);
  await page.getByRole('button', { name: contact.name }).click();
  await page
    .getByRole('dialog', { name: contact.name })
    .getByRole('button', { name: 'Convert to client' })
    .click();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: contact.name })).toBeVisible();
  const clientId = new URL(page.url()).pathname.split('/').pop() as string;
  const { body: converted } = await callLeads(request, token, 'get_lead', { id: lead.id });
  expect(converted).toMatchObject({ lead: { status: 'converted', converted_client_id: clientId } });

  // A proposal to the client: 2 × $1,500.50 + 10 % tax = $3,301.10.
  await page.getByRole('link', { name: 'New proposal' }).click();
  const proposalForm = page.getByRole('dialog', { name: 'New proposal' });
  await proposalForm.getByLabel('Title').fill('Iris online shop');
  await proposalForm.getByLabel('Description, line 1').fill('Design and build');
  await proposalForm.getByLabel('Quantity, line 1').fill('2');
  await proposalForm.getByLabel('Unit price, line 1').fill('1,500.50');
  await proposalForm.getByLabel('Tax rate (%)').fill('10');
  await expect(proposalForm).toContainText(usd(3301.1));
  await proposalForm.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iris online shop' })).toBeVisible();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Send “Iris online shop”?' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  // Sent: it can no longer be edited, only accepted or declined.
  await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the proposal' });
  await accept.getByRole('button', { name: 'Accept and create the project' }).click();
  await page
    .getByRole('dialog', { name: 'Proposal accepted' })
    .getByRole('link', { name: 'Open the project “Iris online shop”' })
    .click();
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iris online shop' })).toBeVisible();
  const projectId = new URL(page.url()).pathname.split('/').pop() as string;
  const { project } = (await callRecords(request, token, 'project-management', 'get_project', {
    id: projectId,
  })) as { project: Record<string, unknown> };
  // The budget is the price before tax ($3,001.00): the project's invoices charge the 10 %.
  expect(project).toMatchObject({ client_id: clientId, budget_cents: 300_100, status: 'planning' });

  // An invoice for the project, sent: it gets its number.
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  const invoiceForm = page.getByRole('dialog', { name: 'New invoice' });
  await expect(invoiceForm.getByLabel('Client')).toHaveValue(clientId);
  await expect(invoiceForm.getByLabel('Project')).toHaveValue(projectId);
  await invoiceForm.getByLabel('Description, line 1').fill('Design and build');
  await invoiceForm.getByLabel('Quantity, line 1').fill('1');
  await invoiceForm.getByLabel('Unit price, line 1').fill('3,000');
  await invoiceForm.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/payments\/invoices\/[0-9a-f-]{36}$/);
  const invoiceId = new URL(page.url()).pathname.split('/').pop() as string;
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Send this invoice?' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d{4}$/ }),
  ).toBeVisible();
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Invoice ',
    '',
  );

  // The invoice exports to a real PDF named after its number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A partial payment, then the rest.
  await recordPayment(page, '1,000');
  await expect(page.getByRole('main')).toContainText(`Balance due${usd(2000)}`);
  await expect(page.getByRole('article').getByText('Sent', { exact: true })).toBeVisible();
  await recordPayment(page, null);
  // The status badge (the document's totals also have a "Paid" line).
  await expect(
    page
      .getByRole('article')
      .locator('span')
      .filter({ hasText: /^Paid$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeHidden();
  // The client got a receipt of each transfer, with what was left to pay.
  await expect
    .poll(
      async () =>
        (await mailTo(contact.email))
          .filter((mail) => mail.subject.startsWith(`Receipt for invoice ${number}`))
          .map((mail) => mail.text.match(/(Still due on this invoice: \S+|paid in full)/)?.[0]),
      { timeout: 30_000 },
    )
    .toEqual([`Still due on this invoice: ${usd(2000)}.`, 'paid in full']);
  const { invoice } = (await callRecords(request, token, 'invoice-management', 'get_invoice', {
    id: invoiceId,
  })) as { invoice: Record<string, unknown> };
  expect(invoice).toMatchObject({
    status: 'paid',
    total_cents: 300_000,
    amount_paid_cents: 300_000,
    balance_cents: 0,
  });

  // Revenue counts both payments, in the cards and in the chart's table.
  const after = await revenueStats(request, token);
  expect(after.currentMonth).toBeCloseTo(before.currentMonth + 3000, 2);
  expect(after.totalTransactions).toBe(before.totalTransactions + 2);
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.getByText(usd(after.currentMonth)).first()).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat('en', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  await expect(
    page.getByRole('row').filter({ hasText: thisMonth }).getByRole('cell').first(),
  ).toHaveText(usd(after.currentMonth));

  // The client owes nothing.
  await page.goto(`/admin/clients/${clientId}`);
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText(`Invoiced${usd(3000)}`);
  await expect(balance).toContainText(`Balance due${usd(0)}`);

  // The client page leads back to the lead it came from.
  await page.getByRole('link', { name: 'Open the lead' }).click();
  await expect(page.getByRole('dialog', { name: contact.name })).toBeVisible();
});

/** Records a payment on the open invoice: `amount`, or the balance the form proposes. */
async function recordPayment(page: import('@playwright/test').Page, amount: string | null) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(dialog).toContainText('A receipt is e-mailed to');
  if (amount !== null) await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Method').selectOption('bank_transfer');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

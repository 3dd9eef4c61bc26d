import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/auth';
import {
  adminCreateLead,
  callLeads,
  findLeadByEmail,
  LEAD_FUNCTION_PATTERN,
  recordLeadCalls,
  uniqueContact,
} from '../../support/leads';

test.use({ signedInAs: 'admin' });

/** Leads of one test, found by a company name no other test uses. */
async function seedLeads(
  request: Parameters<typeof adminCreateLead>[0],
  token: string,
  rows: Array<{ budget: number; status?: string }>,
) {
  const company = `Seedco-${randomUUID().slice(0, 8)}`;
  const leads = [];
  for (const [index, row] of rows.entries()) {
    leads.push(
      await adminCreateLead(request, token, {
        name: `Seed ${String(index).padStart(3, '0')} ${company}`,
        email: `seed${index}@${company.toLowerCase()}.com`,
        company,
        budget: row.budget,
        status: row.status ?? 'new',
      }),
    );
  }
  return { company, leads };
}

test('an admin enters a lead by hand, reads it and edits it', async ({
  page,
  request,
  adminSession,
}) => {
  const contact = uniqueContact('Hugo');
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('button', { name: 'New lead' }).click();
  const form = page.getByRole('dialog', { name: 'New lead' });
  await form.getByLabel('Name').fill(contact.name);
  await form.getByLabel('E-mail').fill(contact.email);
  await form.getByRole('textbox', { name: /^Company/ }).fill('Hugo & Co');
  await form.getByLabel('Budget (USD)').fill('25 000');
  await form.getByLabel('Wants to start').selectOption('asap');
  await form.getByLabel('Notes').fill('Met at the Lyon design fair.');
  await form.getByRole('button', { name: 'Create lead' }).click();

  const panel = page.getByRole('dialog', { name: contact.name });
  await expect(panel).toBeVisible();
  await expect(page.getByText(`${contact.name} was added.`)).toBeVisible();
  await expect(panel).toContainText('Entered by hand');
  await expect(panel).toContainText('$25,000');
  await expect(panel).toContainText('Met at the Lyon design fair.');
  await expect(panel.getByText('Created as New')).toBeVisible();
  const stored = await findLeadByEmail(request, adminSession.token, contact.email);
  expect(stored).toMatchObject({ source: 'manual', status: 'new', budget: 25000 });
  await expect(panel.getByRole('heading', { name: `Score: ${stored.score} / 100` })).toBeVisible();

  await panel.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${contact.name}` });
  await edit.getByLabel('Status').selectOption('contacted');
  await edit.getByLabel('Budget (USD)').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByText('New → Contacted')).toBeVisible();
  await expect(page.getByText(`Changes to ${contact.name} were saved.`)).toBeVisible();
  expect(await findLeadByEmail(request, adminSession.token, contact.email)).toMatchObject({
    status: 'contacted',
    budget: null,
  });

  // Deleting asks first, over the panel, then the lead is gone for good.
  await panel.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${contact.name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${contact.name} was deleted.`)).toBeVisible();
  await expect(panel).toBeHidden();
  const { body } = await callLeads(request, adminSession.token, 'get_lead', { id: stored.id });
  expect(body).toMatchObject({ success: false, error: 'Lead not found' });
});

test('the table searches, filters, sorts and pages', async ({ page, request, adminSession }) => {
  const { company } = await seedLeads(request, adminSession.token, [
    { budget: 5000 },
    { budget: 50000, status: 'lost' },
    { budget: 25000 },
  ]);
  await page.goto('/admin/leads');
  await page.getByLabel('Search').fill(company);
  await expect(page).toHaveURL(new RegExp(`q=${company}`));
  const rows = page.getByRole('row').filter({ hasText: company });
  await expect(rows).toHaveCount(3);

  const budgetHeader = page.getByRole('columnheader', { name: 'Budget' });
  await expect(budgetHeader).toHaveAttribute('aria-sort', 'none');
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await budgetHeader.getByRole('button').click();
  await expect(budgetHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.locator('td:nth-child(8)')).toHaveText(['$50,000', '$25,000', '$5,000']);
  await budgetHeader.getByRole('button').click();
  await expect(budgetHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.locator('td:nth-child(8)')).toHaveText(['$5,000', '$25,000', '$50,000']);

  await page.getByLabel('Status').selectOption('lost');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('$50,000');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');

  // Pages: one lead a page would be silly, but 25 is the smallest choice; use the URL.
  await page.goto(`/admin/leads?q=${company}&size=25`);
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('selected leads change status together, and are deleted after a confirmation', async ({
  page,
  request,
  adminSession,
}) => {
  const { company, leads } = await seedLeads(request, adminSession.token, [
    { budget: 1000 },
    { budget: 2000 },
    { budget: 3000 },
  ]);
  await page.goto(`/admin/leads?q=${company}`);
  const rows = page.getByRole('row').filter({ hasText: company });
  await expect(rows).toHaveCount(3);

  await page.getByLabel('Select all leads on this page').check();
  const bulk = page.getByRole('region', { name: 'Selected leads' });
  await expect(bulk).toContainText('3 leads selected');
  await bulk.getByLabel('Change status to').selectOption('qualified');
  await bulk.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('3 leads updated.')).toBeVisible();
  for (const lead of leads) {
    const { body } = await callLeads(request, adminSession.token, 'get_lead', { id: lead.id });
    expect(body).toMatchObject({ lead: { status: 'qualified' } });
  }
  await expect(rows.filter({ hasText: 'Qualified' })).toHaveCount(3);

  await page.getByLabel(`Select ${leads[0]?.name}`).check();
  await page.getByLabel(`Select ${leads[1]?.name}`).check();
  await bulk.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 leads?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(3);

  await bulk.getByRole('button', { name: 'Delete selected' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 leads deleted.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(leads[2]?.name ?? '');
});

test('the CSV export holds every lead of the filter, over several pages', async ({
  page,
  request,
  adminSession,
}) => {
  const count = 105;
  const { company, leads } = await seedLeads(
    request,
    adminSession.token,
    Array.from({ length: count }, (_, index) => ({ budget: index * 100 })),
  );
  // A comma and quotes in a name must survive the trip.
  await callLeads(request, adminSession.token, 'update_lead', {
    id: leads[0]?.id,
    name: `Doe, "Jane" ${company}`,
  });
  await page.goto(`/admin/leads?q=${company}`);
  await expect(page.getByText(`1–25 of ${count}`)).toBeVisible();
  const calls = recordLeadCalls(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]?.startsWith('id,name,email,')).toBe(true);
  expect(lines).toHaveLength(count + 1);
  expect(csv).toContain(`"Doe, ""Jane"" ${company}"`);
  await expect(page.getByText(`${count} leads exported.`)).toBeVisible();

  const pages = calls
    .filter((call) => call.action === 'get_leads')
    .map(
      (call) => call.request.postDataJSON() as { page: number; pageSize: number; search: string },
    );
  expect(pages.map(({ page: number, pageSize, search }) => [number, pageSize, search])).toEqual([
    [1, 100, company],
    [2, 100, company],
  ]);
});

test('a pipeline move the server refuses goes back, with a message', async ({
  page,
  request,
  adminSession,
}) => {
  const { company, leads } = await seedLeads(request, adminSession.token, [{ budget: 1000 }]);
  const name = leads[0]?.name ?? '';
  await page.route(LEAD_FUNCTION_PATTERN, async (route) => {
    const { action } = route.request().postDataJSON() as { action: string };
    if (action !== 'update_lead') return await route.continue();
    await route.fulfill({
      status: 409,
      json: { success: false, error: 'Conflict', code: 'CONFLICT' },
    });
  });
  await page.goto(`/admin/leads?q=${company}&view=pipeline`);
  const inColumn = (status: string) =>
    page.getByRole('region', { name: status, exact: true }).getByRole('button', { name });
  await expect(inColumn('New')).toBeVisible();
  await page.getByLabel(`Move ${name} to`).selectOption('proposal');
  await expect(page.getByText(`${name} could not be moved and is back where it was`)).toBeVisible();
  await expect(inColumn('New')).toBeVisible();
  await expect(inColumn('Proposal')).toHaveCount(0);
  await expect(page.getByLabel(`Move ${name} to`)).toHaveValue('new');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the filters fold away and the page never scrolls sideways', async ({
    page,
    request,
    adminSession,
  }) => {
    // At least one lead, so the page shows its list rather than the first-lead empty state.
    await seedLeads(request, adminSession.token, [{ budget: 1000 }]);
    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Source')).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Source')).toBeVisible();
    for (const view of ['Table', 'Pipeline']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, view).toBeLessThanOrEqual(0);
    }
  });
});

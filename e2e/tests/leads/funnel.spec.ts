import type { Page } from '@playwright/test';
import { expect, sessionStorageEntries, storeInBrowser, test } from '../../support/auth';
import {
  callLeads,
  findLeadByEmail,
  statFigure,
  statValue,
  uniqueContact,
} from '../../support/leads';

const column = (page: Page, status: string) =>
  page.getByRole('region', { name: status, exact: true });

test('a visitor’s estimate becomes a scored lead the admin moves through the pipeline', async ({
  page,
  request,
  adminSession,
}) => {
  const visitor = uniqueContact('Margot');

  // The visitor: an estimate, then the get-started form it fills in.
  await page.goto('/estimator?projectType=ecommerce&size=medium&timeline=fast');
  await page.getByRole('link', { name: 'Send me this estimate' }).first().click();
  await expect(page).toHaveURL(/\/get-started\?.*from=estimator/);
  await expect(page.getByLabel('Project type')).toHaveValue('ecommerce');
  await page.getByLabel('Your name').fill(visitor.name);
  await page.getByLabel('Work e-mail').fill(visitor.email);
  await page.getByLabel('Company').fill('Margot Ceramics');
  await page.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await page.getByRole('button', { name: 'Send my project' }).click();
  await expect(page.getByRole('heading', { name: `Thank you, ${visitor.name}!` })).toBeVisible();

  // What the server stored: an estimator lead, scored and graded.
  const stored = await findLeadByEmail(request, adminSession.token, visitor.email);
  expect(stored).toMatchObject({ name: visitor.name, source: 'estimator', status: 'new' });
  expect(stored.score).toBeGreaterThan(0);

  // The admin finds it in the table, with its score and grade.
  await storeInBrowser(page, sessionStorageEntries(adminSession));
  await page.goto(`/admin/leads?q=${encodeURIComponent(visitor.email)}`);
  const row = page.getByRole('row').filter({ hasText: visitor.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText(visitor.name);
  await expect(row).toContainText(`${stored.grade} · ${stored.score}`);
  await expect(row).toContainText('Estimator');
  await expect(row).toContainText('New');
  const before = {
    new: await statValue(page, 'new'),
    contacted: await statValue(page, 'contacted'),
    qualified: await statValue(page, 'qualified'),
  };

  // The pipeline: "Move to" (the keyboard way) to Contacted…
  await page.getByRole('button', { name: 'Pipeline' }).click();
  await expect(page).toHaveURL(/view=pipeline/);
  const card = (status: string) =>
    column(page, status).getByRole('listitem').filter({ hasText: visitor.name });
  await expect(card('New')).toBeVisible();
  await page.getByLabel(`Move ${visitor.name} to`).selectOption('contacted');
  await expect(card('Contacted')).toBeVisible();
  await expect(card('New')).toHaveCount(0);
  await expect(statFigure(page, 'contacted')).toHaveText(String(before.contacted + 1));
  await expect(statFigure(page, 'new')).toHaveText(String(before.new - 1));

  // …then a real drag to Qualified.
  await card('Contacted').dragTo(column(page, 'Qualified'));
  await expect(card('Qualified')).toBeVisible();
  await expect(card('Contacted')).toHaveCount(0);
  await expect(statFigure(page, 'qualified')).toHaveText(String(before.qualified + 1));
  await expect(statFigure(page, 'contacted')).toHaveText(String(before.contacted));

  // The server recorded both moves, by the admin.
  const detail = await callLeads(request, adminSession.token, 'get_lead', { id: stored.id });
  expect(detail.body).toMatchObject({
    lead: { status: 'qualified' },
    history: [
      { from_status: null, to_status: 'new' },
      { from_status: 'new', to_status: 'contacted', changed_by: adminSession.user.id },
      { from_status: 'contacted', to_status: 'qualified', changed_by: adminSession.user.id },
    ],
  });

  // The detail panel shows the same history and the score's breakdown.
  await card('Qualified').getByRole('button', { name: visitor.name }).click();
  const panel = page.getByRole('dialog', { name: visitor.name });
  await expect(panel.getByRole('heading', { name: `Score: ${stored.score} / 100` })).toBeVisible();
  await expect(panel.getByRole('rowheader', { name: /Budget/ })).toBeVisible();
  await expect(panel.getByText('Contacted → Qualified')).toBeVisible();
});

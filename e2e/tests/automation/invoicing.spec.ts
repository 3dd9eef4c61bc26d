import { randomUUID } from 'node:crypto';
import { expect, storeInBrowser, test } from '../../support/auth';
import { RULES } from '../../support/invoicing';
import { blockBackend } from '../../support/leads';

/**
 * Auto Invoicing (`/admin/automation?tab=invoicing`, issue 12): the rules through their
 * dialogs — the seeded ones listed in both languages, a schedule refused until it totals
 * 100 % — and the tab's demo data without a backend. The milestone rule's flows are in
 * invoicing-milestones.spec.ts, the retainer's schedule in invoicing-retainer.spec.ts.
 */

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the seeded rules are listed with their amounts, schedule and terms', async ({ page }) => {
    await page.goto(RULES);
    await expect(page.getByRole('tab', { name: 'Invoice Rules', selected: true })).toBeVisible();
    const rules = page.getByRole('table', { name: 'Invoice rules' });
    const milestone = rules.getByRole('row').filter({ hasText: 'Milestone billing' });
    await expect(milestone).toContainText('100 %');
    await expect(milestone).toContainText('Signing / project start 50 %');
    await expect(milestone).toContainText('Launch 5 %');
    await expect(milestone).toContainText('Active');
    const retainer = rules.getByRole('row').filter({ hasText: 'Monthly retainer' });
    await expect(retainer).toContainText('$2,500.00');
    await expect(retainer).toContainText('Monthly on day 1: $2,500.00');
    await expect(page.getByRole('heading', { name: 'Payment reminders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run schedules now' })).toBeVisible();
  });

  test('the tab reads in French', async ({ page }) => {
    await page.goto(`${RULES}&lng=fr`);
    const rules = page.getByRole('table', { name: 'Règles de facturation' });
    await expect(rules.getByRole('row').filter({ hasText: 'Milestone billing' })).toContainText(
      'Payable sous 14 jours',
    );
    await expect(page.getByRole('button', { name: 'Lancer les échéanciers' })).toBeVisible();
    await page.getByRole('tab', { name: 'Factures générées' }).click();
    await expect(page.getByLabel('Statut', { exact: true })).toBeVisible();
  });

  test('a schedule not totalling 100 % is refused with its message, on create and on edit', async ({
    page,
  }) => {
    const name = `Phased billing ${randomUUID().slice(0, 8)}`;
    await page.goto(RULES);
    await page.getByRole('button', { name: 'New rule' }).click();
    const form = page.getByRole('dialog', { name: 'New invoice rule' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Step 1', { exact: true }).fill('Kick-off');
    await form.getByLabel('Step 1 share (%)').fill('60');
    await form.getByRole('button', { name: 'Add a step' }).click();
    await form.getByLabel('Step 2', { exact: true }).fill('Delivery');
    await form.getByLabel('Step 2 share (%)').fill('30');
    await expect(form.getByRole('status')).toHaveText('Total: 90 %');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await expect(form).toContainText('The milestone percents must total 100.');
    // Nothing typed is lost: fixing the share is enough.
    await form.getByLabel('Step 2 share (%)').fill('40');
    await expect(form.getByRole('status')).toHaveText('Total: 100 %');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText(`Rule ${name} created.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Kick-off 60 % · Delivery 40 %');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Step 1 share (%)')).toHaveValue('60');
    await edit.getByLabel('Step 1 share (%)').fill('55');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    await expect(edit).toContainText('The milestone percents must total 100.');
    await edit.getByLabel('Step 2 share (%)').fill('45');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText(`Rule ${name} saved.`)).toBeVisible();
    await expect(row).toContainText('Kick-off 55 % · Delivery 45 %');

    await page.getByRole('button', { name: `Pause ${name}` }).click();
    await expect(row).toContainText('Paused');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText(`Rule ${name} deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test('with the backend unreachable, the tab shows its demo rules, invoices and figures', async ({
  page,
}) => {
  await blockBackend(page);
  await storeInBrowser(page, [{ name: 'admin_bypass', value: 'true' }]);
  await page.goto(RULES);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Monthly retainer' })).toContainText(
    '$2,500.00',
  );

  await page.getByRole('tab', { name: 'Generated Invoices' }).click();
  const overdue = page.getByRole('row').filter({ hasText: 'Tracking portal' });
  await expect(overdue).toContainText('Overdue');
  await expect(overdue).toContainText('$24,000.00');

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('9.5 days')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Scheduled invoices of the next 90 days' }),
  ).toContainText('Harbour & Co care plan');
});

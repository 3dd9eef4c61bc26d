import { expect, test } from '../../support/auth';
import {
  attachFromRules,
  nextFirstOfMonth,
  projectForBilling,
  ruleId,
} from '../../support/invoicing';

/**
 * Auto Invoicing's scheduled rules (issue 12): the monthly retainer fires once per period
 * however often the scheduler runs, and the periods after it are foreseen in the analytics.
 */

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the monthly retainer fires once per period, however often the schedules run', async ({
    page,
    request,
    adminSession,
  }) => {
    const { client, project } = await projectForBilling(request, adminSession.token);
    const retainerRule = await ruleId(request, adminSession.token, 'Monthly retainer');
    await attachFromRules(page, 'Monthly retainer', client, project);

    const asOf = nextFirstOfMonth();
    await page.getByLabel('As of').fill(asOf);
    const run = page.getByRole('button', { name: 'Run schedules now' });
    const outcome = page.getByRole('status').filter({ hasText: 'generated as of' });
    await run.click();
    await expect(outcome).toContainText(/^[1-9]\d* invoices? generated as of/);
    await run.click();
    await expect(outcome).toHaveText(/^0 invoices generated as of/);

    await page.goto(`/admin/automation?tab=invoicing&view=generated&rule=${retainerRule}`);
    const rows = page.getByRole('row').filter({ hasText: project.name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('$2,500.00');
    await expect(rows).toContainText('Retainer');

    // The periods after the one invoiced are foreseen in the analytics.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/[?&]view=analytics/);
    const upcoming = page
      .getByRole('table', { name: 'Scheduled invoices of the next 90 days' })
      .getByRole('row')
      .filter({ hasText: project.name });
    await expect(upcoming.first()).toContainText('$2,500.00');
    await expect(upcoming.filter({ hasText: client.name }).first()).toBeVisible();
  });
});

import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/auth';
import {
  attachFromRules,
  type Named,
  projectForBilling,
  ruleId,
  SIX,
} from '../../support/invoicing';
import { callRecords } from '../../support/records';

/**
 * Auto Invoicing's milestone rules (issue 12): the seeded rule attached to a $10,000 project
 * invoices 50/25/20/5 % as the project starts and its milestones are ticked, for review
 * first (the review queue approves and sends them); the project page shows and remaps each
 * step and asks before a rule that sends at once e-mails; Use Template shows the steps on
 * the template's tasks.
 */

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the milestone rule invoices 50/25/20/5 % as the work reaches each share, for review first', async ({
    page,
    request,
    adminSession,
  }) => {
    // Six milestones, as the E-commerce template makes: 50 % at the start, 75 % once five are
    // done (83 %), 95 % at the sixth, the last 5 % only at the completion.
    const { client, project } = await projectForBilling(request, adminSession.token, SIX);
    const milestoneRule = await ruleId(request, adminSession.token, 'Milestone billing');
    const moment = (dialog: Locator, step: string) =>
      dialog.getByLabel(new RegExp(`^Step ${step}`)).locator('option:checked');
    await attachFromRules(page, 'Milestone billing', client, project, async (dialog) => {
      await expect(moment(dialog, 'Signing / project start')).toHaveText('Start of the project');
      await expect(moment(dialog, 'Design approved')).toHaveText('Milestone: Testing');
      await expect(moment(dialog, 'Development complete')).toHaveText('Milestone: Go-live');
      await expect(moment(dialog, 'Launch')).toHaveText('Project completion');
    });

    // Attached, the rule cannot be deleted: the server's reason is shown.
    await page.getByRole('button', { name: 'Delete Milestone billing' }).click();
    const refusal = page.getByRole('dialog', { name: 'Delete Milestone billing?' });
    await refusal.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(refusal.getByRole('alert')).toContainText('Pause it instead of deleting it');
    await refusal.getByRole('button', { name: 'Keep' }).click();

    const generated = `/admin/automation?tab=invoicing&view=generated&rule=${milestoneRule}`;
    const rows = page.getByRole('row').filter({ hasText: project.name });
    const billed = async (amounts: string[]) => {
      await page.goto(generated);
      await expect(page.getByLabel('Rule', { exact: true })).toHaveValue(milestoneRule);
      await expect(rows).toHaveCount(amounts.length);
      const cells = await rows.getByRole('cell').allTextContents();
      for (const amount of amounts) expect(cells).toContain(amount);
    };

    await page.goto(`/admin/projects/${project.id}`);
    const steps = page.getByRole('table', { name: 'Steps of Milestone billing' });
    await expect(steps.getByRole('row').filter({ hasText: 'Design approved' })).toContainText(
      'Milestone: Testing',
    );
    await expect(steps.getByRole('row').filter({ hasText: 'Launch' })).toContainText(
      'Project completion',
    );
    // The rule reviews first: no question, the drafts wait in the queue.
    await page.getByLabel('Change status').selectOption({ label: 'In progress' });
    await expect(page.getByText(`${project.name} is now In progress.`)).toBeVisible();
    for (const milestone of SIX) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${milestone}`) });
      await box.check();
      await expect(box).toBeChecked();
      // Saved once the box is no longer "saving…" (waiting for the server's answer).
      await expect(box).toBeEnabled();
    }
    await expect(steps.getByRole('row').filter({ hasText: 'Development complete' })).toContainText(
      'Draft',
    );
    // All six done, still in progress: 95 % billed, the last 5 % waits for the completion.
    await billed(['$5,000.00', '$2,500.00', '$2,000.00']);
    await expect(rows.first()).toContainText(client.name);
    await expect(rows.first()).toContainText('Milestone billing');
    await expect(rows.first()).toContainText('Draft');

    await page.goto(`/admin/projects/${project.id}`);
    await page.getByLabel('Change status').selectOption({ label: 'Completed' });
    await expect(page.getByText(`${project.name} is now Completed.`)).toBeVisible();
    await billed(['$5,000.00', '$2,500.00', '$2,000.00', '$500.00']);

    // Nothing was sent: the four wait in the review queue, and are approved there at once.
    await page.goto('/admin/automation?tab=invoicing&view=generated');
    await page.getByRole('button', { name: /^Review \d+ invoices?$/ }).click();
    await expect(page).toHaveURL(/[?&]status=draft/);
    const queue = page.getByRole('table', { name: 'Generated invoices to review' });
    const mine = queue.getByRole('row').filter({ hasText: project.name });
    await expect(mine).toHaveCount(4);
    for (const box of await mine.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Approve and send 4 selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send 4 invoices to the clients?' });
    await expect(confirm).toContainText(client.name);
    await expect(confirm).toContainText('$10,000.00');
    await confirm.getByRole('button', { name: 'Send 4 invoices' }).click();
    await expect(page.getByText('4 invoices sent.')).toBeVisible();
    await expect(mine).toHaveCount(0);

    // The status filter goes in the URL too; all four are sent, none is paid yet.
    await page.goto(`${generated}&status=sent`);
    await expect(rows).toHaveCount(4);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Paid' });
    await expect(page).toHaveURL(/[?&]status=paid/);
    await expect(page.getByText('No generated invoice matches these filters')).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(4);

    // A row opens its invoice.
    await rows.filter({ hasText: '$5,000.00' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/payments\/invoices\/[0-9a-f-]{36}$/);
  });

  test('the project page shows what each step waits for, remaps one, and asks before sending at once', async ({
    page,
    request,
    adminSession,
  }) => {
    const { project } = await projectForBilling(request, adminSession.token);
    const ruleName = `Send at once ${randomUUID().slice(0, 6)}`;
    const { rule } = (await callRecords(
      request,
      adminSession.token,
      'invoice-automation',
      'create_rule',
      {
        name: ruleName,
        trigger: 'milestone',
        amount_type: 'percent',
        amount: 100,
        schedule: [
          { label: 'Kick-off', percent: 50 },
          { label: 'Design', percent: 25 },
          { label: 'Build', percent: 20 },
          { label: 'Launch', percent: 5 },
        ],
        due_days: 14,
        send_mode: 'send',
      },
    )) as { rule: Named };
    await callRecords(request, adminSession.token, 'invoice-automation', 'attach_rule', {
      rule_id: rule.id,
      project_id: project.id,
    });

    await page.goto(`/admin/projects/${project.id}`);
    const steps = page.getByRole('table', { name: `Steps of ${ruleName}` });
    await expect(steps.getByRole('row').filter({ hasText: 'Kick-off' })).toContainText(
      'Start of the project',
    );
    await expect(steps.getByRole('row').filter({ hasText: 'Design' })).toContainText(
      'Milestone: Test',
    );
    await expect(steps.getByRole('row').filter({ hasText: 'Build' })).toContainText(
      'Milestone: Launch',
    );
    await expect(steps.getByRole('row').filter({ hasText: 'Launch (5 %)' })).toContainText(
      'Project completion',
    );

    // Design moved to the first milestone.
    await page.getByRole('button', { name: `Change the steps of ${ruleName}` }).click();
    const dialog = page.getByRole('dialog', { name: `When ${ruleName} invoices` });
    await dialog.getByLabel('Step Design').selectOption({ label: 'Milestone: Design' });
    await dialog.getByRole('button', { name: 'Save steps' }).click();
    await expect(page.getByText(`The steps of ${ruleName} are saved.`)).toBeVisible();
    await expect(steps.getByRole('row').filter({ hasText: 'Design' })).toContainText(
      'Milestone: Design',
    );

    // Starting the project e-mails the kick-off invoice: the page asks first; "Not now" changes nothing.
    await page.getByLabel('Change status').selectOption({ label: 'In progress' });
    const ask = page.getByRole('dialog', { name: 'E-mail 1 invoice to the client now?' });
    await expect(ask).toContainText(`${ruleName}: Kick-off, $5,000.00 before tax`);
    await ask.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByLabel('Change status')).toHaveValue('planning');
    await page.getByLabel('Change status').selectOption({ label: 'In progress' });
    await ask.getByRole('button', { name: 'Send the invoice' }).click();
    await expect(page.getByText(`${project.name} is now In progress.`)).toBeVisible();
    await expect(steps.getByRole('row').filter({ hasText: 'Kick-off' })).toContainText(
      /INV-\d{4}-\d{4}/,
    );

    // The first milestone now bills Design: asked too.
    await page.getByRole('checkbox', { name: /^Design/ }).click();
    const askDesign = page.getByRole('dialog', { name: 'E-mail 1 invoice to the client now?' });
    await expect(askDesign).toContainText('Design, $2,500.00');
    await askDesign.getByRole('button', { name: 'Send the invoice' }).click();
    await expect(page.getByRole('checkbox', { name: /^Design/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Design/ })).toBeEnabled();
    await expect(steps.getByRole('row').filter({ hasText: 'Design' })).toContainText(
      /INV-\d{4}-\d{4}/,
    );
    // A milestone that bills nothing is ticked without a question.
    await page.getByRole('checkbox', { name: /^Build/ }).check();
    await expect(page.getByRole('checkbox', { name: /^Build/ })).toBeChecked();
  });

  test("Use Template shows when each step will be invoiced on the template's tasks, and moves one", async ({
    page,
    request,
    adminSession,
  }) => {
    const id = randomUUID().slice(0, 8);
    const { client } = (await callRecords(
      request,
      adminSession.token,
      'client-management',
      'create_client',
      { name: `Store Client ${id}`, email: `store-${id}@example.com` },
    )) as { client: Named };
    await page.goto('/admin/automation?tab=templates');
    await page
      .getByRole('article', { name: 'E-commerce Store', exact: true })
      .getByRole('button', { name: 'Use Template' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Use E-commerce Store', exact: true });
    await dialog.getByLabel('Find a client').fill(`Store Client ${id}`);
    await dialog.getByLabel('Client', { exact: true }).selectOption(client.id);
    await dialog.getByLabel('Project name').fill(`Store ${id}`);
    await dialog.getByLabel(/Invoicing rule/).selectOption({ label: 'Milestone billing' });
    // Six tasks: 75 % once five are done, 95 % at the sixth, the last 5 % at the completion.
    const design = dialog.getByLabel('Step Design approved (25 %)');
    await expect(design.locator('option:checked')).toHaveText('Milestone: Product import');
    await expect(
      dialog.getByLabel('Step Development complete (20 %)').locator('option:checked'),
    ).toHaveText('Milestone: Testing and launch');
    await expect(dialog.getByLabel('Step Launch (5 %)').locator('option:checked')).toHaveText(
      'Project completion',
    );
    await design.selectOption({ label: 'Milestone: Store design' });
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    const steps = page.getByRole('table', { name: 'Steps of Milestone billing' });
    await expect(steps.getByRole('row').filter({ hasText: 'Design approved' })).toContainText(
      'Milestone: Store design',
    );
    await expect(steps.getByRole('row').filter({ hasText: 'Development complete' })).toContainText(
      'Milestone: Testing and launch',
    );
  });
});

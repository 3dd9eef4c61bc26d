import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, storeInBrowser, test } from '../../support/auth';
import { blockBackend } from '../../support/leads';
import { callRecords } from '../../support/records';

/**
 * Auto Invoicing (`/admin/automation?tab=invoicing`, issue 12): the rules through their
 * dialogs, and the flows through the UI — the seeded milestone rule attached to a
 * $10,000 project invoices 50/25/20/5 % as the project starts and its milestones are ticked,
 * and the monthly retainer fires once per period however often the scheduler runs.
 */
const RULES = '/admin/automation?tab=invoicing&view=rules';

type Named = { id: string; name: string };

const FOUR = ['Design', 'Build', 'Test', 'Launch'];
/** The E-commerce template's six tasks, each counting the same as milestones. */
const SIX = ['Discovery', 'Design', 'Catalogue', 'Checkout', 'Testing', 'Go-live'];

/** A client and a $10,000 project with these milestones (four of 25 %, or six counted alike). */
async function projectForBilling(request: APIRequestContext, token: string, milestones = FOUR) {
  const id = randomUUID().slice(0, 8);
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Billing Client ${id}`,
    email: `billing-${id}@example.com`,
  })) as { client: Named };
  const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
    client_id: client.id,
    name: `Billed Site ${id}`,
    budget_cents: 1_000_000,
    milestones: milestones.map((name) => ({
      name,
      percentage: milestones.length === 4 ? 25 : 0,
    })),
  })) as { project: Named };
  return { client, project };
}

async function ruleId(request: APIRequestContext, token: string, name: string) {
  const { rules } = (await callRecords(request, token, 'invoice-automation', 'get_rules')) as {
    rules: Named[];
  };
  const rule = rules.find((candidate) => candidate.name === name);
  expect(rule, name).toBeDefined();
  return rule?.id ?? '';
}

/**
 * Attaches a rule from the Rules view, choosing the project in the dialog's picker; `check`
 * looks at the dialog (a milestone rule's step moments) before attaching.
 */
async function attachFromRules(
  page: Page,
  rule: string,
  client: Named,
  project: Named,
  check?: (dialog: Locator) => Promise<void>,
) {
  await page.goto(RULES);
  await page.getByRole('button', { name: `Attach ${rule} to a project` }).click();
  const dialog = page.getByRole('dialog', { name: `Attach ${rule} to a project` });
  await dialog.getByLabel('Find a project').fill(project.name);
  await dialog
    .getByLabel('Project', { exact: true })
    .selectOption({ label: `${project.name} (${client.name})` });
  await check?.(dialog);
  await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(page.getByText(`${rule} attached to ${project.name}.`)).toBeVisible();
}

/** `YYYY-MM-DD` of the first day of next month (UTC), a retainer's next period. */
function nextFirstOfMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

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

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { callRecords } from './records';

/**
 * What the Auto Invoicing specs share (`e2e/tests/automation/invoicing*.spec.ts`, issue 12):
 * a client and a $10,000 project to bill, a rule's id, attaching a rule from the Rules view.
 */
/** The Rules view of the Invoicing tab. */
export const RULES = '/admin/automation?tab=invoicing&view=rules';

export type Named = { id: string; name: string };

/** Four milestones of 25 %. */
export const FOUR = ['Design', 'Build', 'Test', 'Launch'];
/** The E-commerce template's six tasks, each counting the same as milestones. */
export const SIX = ['Discovery', 'Design', 'Catalogue', 'Checkout', 'Testing', 'Go-live'];

/** A client and a $10,000 project with these milestones (four of 25 %, or six counted alike). */
export async function projectForBilling(
  request: APIRequestContext,
  token: string,
  milestones = FOUR,
) {
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

/** The id of the rule named `name`. */
export async function ruleId(request: APIRequestContext, token: string, name: string) {
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
export async function attachFromRules(
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
export function nextFirstOfMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';

/**
 * A project template's invoicing rule (issue 30, docs/automation.md "project-templates"):
 * chosen in the template form, shown in its details, Use Template's default, and attached when
 * a proposal naming the template is accepted, the rule's first invoice waiting for review.
 */
test.describe('a project template with an invoicing rule, as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the form chooses the rule, the details show it, Use Template opens with it, an accepted proposal gets it', async ({
    page,
    request,
    adminSession,
  }) => {
    const id = randomUUID().slice(0, 8);
    const call = (fn: string, action: string, payload: Record<string, unknown> = {}) =>
      callRecords(request, adminSession.token, fn, action, payload);
    const ruleName = `Half up front ${id}`;
    const { rule } = (await call('invoice-automation', 'create_rule', {
      name: ruleName,
      trigger: 'milestone',
      amount_type: 'percent',
      amount: 100,
      schedule: [
        { label: 'Start', percent: 50 },
        { label: 'Launch', percent: 50 },
      ],
      send_mode: 'draft',
    })) as { rule: { id: string } };

    await page.goto('/admin/automation?tab=templates');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New template', exact: true });
    const templateName = `Ruled site ${id}`;
    await form.getByLabel('Name', { exact: true }).fill(templateName);
    await form.getByLabel('Category').selectOption('corporate');
    await form.getByLabel('Duration (weeks)').fill('4');
    await form.getByLabel('Lowest price').fill('4,000');
    await form.getByLabel('Highest price').fill('6,000');
    await form.getByRole('button', { name: 'Add task' }).click();
    await form.getByLabel('Task 1 name').fill('Design');
    await form.getByLabel(/Invoicing rule/).selectOption({ label: ruleName });
    // A milestone rule: one select per step, on the template's tasks.
    await expect(form.getByText('When each step is invoiced')).toBeVisible();
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(form).toBeHidden();

    const card = page.getByRole('article', { name: templateName });
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: templateName });
    await expect(details).toContainText(ruleName);
    await details.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Use Template' }).click();
    const use = page.getByRole('dialog', { name: `Use ${templateName}`, exact: true });
    await expect(use.getByLabel(/Invoicing rule/)).toHaveValue(rule.id);
    await use.getByRole('button', { name: 'Cancel' }).click();

    // A proposal naming the template, accepted: the project gets the rule, its start step a draft.
    const { templates } = (await call('project-templates', 'get_templates')) as {
      templates: Array<{ id: string; name: string; rule_id: string | null }>;
    };
    const template = templates.find((candidate) => candidate.name === templateName);
    expect(template?.rule_id).toBe(rule.id);
    const { client } = (await call('client-management', 'create_client', {
      name: `Rhea Rule-${id}`,
      email: `rhea-${id}@example.com`,
    })) as { client: { id: string } };
    const { proposal } = (await call('proposal-management', 'create_proposal', {
      client_id: client.id,
      title: `Ruled project ${id}`,
      items: [{ description: 'Site', quantity: 1, unit_price_cents: 500_000 }],
      valid_until: '2099-12-31',
      project_template_id: template?.id,
    })) as { proposal: { id: string } };
    await call('proposal-management', 'send_proposal', { id: proposal.id });
    const accepted = (await call('proposal-management', 'accept_proposal', {
      id: proposal.id,
    })) as { project: { id: string } };
    const generated = (await call('invoice-automation', 'get_generated_invoices', {
      rule_id: rule.id,
    })) as { invoices: Array<{ status: string; amount_cents: number; project: { id: string } }> };
    expect(generated.invoices).toEqual([
      expect.objectContaining({
        status: 'draft',
        amount_cents: 250_000,
        project: expect.objectContaining({ id: accepted.project.id }),
      }),
    ]);
  });
});

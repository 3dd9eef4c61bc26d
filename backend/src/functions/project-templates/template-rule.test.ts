import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { milestoneRule, ruleCalls } from '../invoice-automation/rules-test-data.ts';
import { missingId, templateCalls } from './templates-test-data.ts';

/**
 * A project template's invoicing rule (issue 30): saved with the template, use_template's
 * default, attached when a proposal's acceptance makes a project from the template, and
 * guarded against delete_rule.
 */
const kit = useFunctionKit({
  truncate: ['project_templates', 'clients', 'invoice_rules', 'proposals', 'email_outbox'],
});
const { call, createTemplate, createClient } = templateCalls(kit);
const rules = ruleCalls(kit);

const MONDAY = '2026-02-02';

const attached = (projectId: string) =>
  kit.db.query<{ rule_id: string; step_moments: unknown }>(
    'SELECT rule_id, step_moments FROM project_invoice_rules WHERE project_id = $1',
    [projectId],
  );

describe('a template names an invoicing rule', () => {
  it('is saved, shown with the rule’s name, changed and cleared', async () => {
    const rule = await rules.createRule(milestoneRule({ name: 'Half up front' }));
    const template = await createTemplate({
      rule_id: rule.id,
      rule_steps: [{ step: 1, at: 2 }],
    });
    expect(template).toMatchObject({
      rule_id: rule.id,
      rule_name: 'Half up front',
      rule_steps: [{ step: 1, at: 2 }],
    });
    const shown = await call({ action: 'get_template', id: template.id });
    expect(shown.body.template.rule_name).toBe('Half up front');

    // Another rule without moments starts from the default moments.
    const other = await rules.createRule(milestoneRule({ name: 'Other' }));
    const changed = await call({ action: 'update_template', id: template.id, rule_id: other.id });
    expect(changed.body.template).toMatchObject({ rule_id: other.id, rule_steps: null });
    const cleared = await call({ action: 'update_template', id: template.id, rule_id: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.template).toMatchObject({ rule_id: null, rule_name: null });

    const plain = await createTemplate({ name: 'Plain' });
    expect(plain).toMatchObject({ rule_id: null, rule_name: null, rule_steps: null });
  });

  it('refuses an unknown rule, moments without a rule, a step or a task it lacks (400 on the field)', async () => {
    const rule = await rules.createRule(milestoneRule());
    const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
      const { status, body } = await call({
        action: 'create_template',
        name: 'Refused',
        category: 'corporate',
        duration_weeks: 2,
        price_min_cents: 100,
        price_max_cents: 200,
        tasks: [{ name: 'Only', offset_days: 0, duration_days: 1 }],
        ...fields,
      });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.fields[field]).toBe(message);
    };
    await refused({ rule_id: missingId }, 'rule_id', 'No such rule');
    await refused({ rule_id: 'nope' }, 'rule_id', 'No such rule');
    await refused(
      { rule_steps: [{ step: 0, at: 'start' }] },
      'rule_steps',
      'Choose a rule for these steps',
    );
    await refused(
      { rule_id: rule.id, rule_steps: [{ step: 9, at: 'start' }] },
      'rule_steps.0.step',
      'The rule has 4 steps (0 to 3)',
    );
    await refused(
      { rule_id: rule.id, rule_steps: [{ step: 1, at: 2 }] },
      'rule_steps.0.at',
      'The template has no task 2',
    );
    const [row] = await kit.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_templates',
    );
    expect(row?.n).toBe(0);
  });
});

describe('use_template and the template’s rule', () => {
  it('attaches the template’s rule with its moments when none is sent; null attaches none', async () => {
    const rule = await rules.createRule(milestoneRule());
    const template = await createTemplate({ rule_id: rule.id, rule_steps: [{ step: 1, at: 2 }] });
    const clientId = await createClient();
    const used = await call({
      action: 'use_template',
      id: template.id,
      client_id: clientId,
      start_date: MONDAY,
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const design = used.body.project.milestones[1].id;
    expect(await attached(used.body.project.id)).toEqual([
      { rule_id: rule.id, step_moments: [{ step: 1, at: design }] },
    ]);

    const without = await call({
      action: 'use_template',
      id: template.id,
      client_id: clientId,
      start_date: MONDAY,
      rule_id: null,
    });
    expect(without.status).toBe(200);
    expect(await attached(without.body.project.id)).toEqual([]);

    const other = await rules.createRule(milestoneRule({ name: 'Other' }));
    const chosen = await call({
      action: 'use_template',
      id: template.id,
      client_id: clientId,
      start_date: MONDAY,
      rule_id: other.id,
    });
    expect(await attached(chosen.body.project.id)).toEqual([
      { rule_id: other.id, step_moments: null },
    ]);
  });
});

describe('a proposal accepted with a project template', () => {
  it('attaches the template’s rule to the project, its first invoice waiting for review', async () => {
    const rule = await rules.createRule(milestoneRule({ send_mode: 'draft' }));
    const template = await createTemplate({ rule_id: rule.id });
    const clientId = await createClient();
    const created = await kit.call('proposal-management', {
      action: 'create_proposal',
      client_id: clientId,
      title: 'Brochure',
      items: [{ description: 'Site', quantity: 1, unit_price_cents: 400_000 }],
      valid_until: '2099-12-31',
      project_template_id: template.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.proposal.id;
    expect((await kit.call('proposal-management', { action: 'send_proposal', id })).status).toBe(
      200,
    );
    const accepted = await kit.call('proposal-management', { action: 'accept_proposal', id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const projectId = accepted.body.project.id;
    expect((await attached(projectId)).map((row) => row.rule_id)).toEqual([rule.id]);
    const review = await kit.db.query<{ status: string; amount_cents: number }>(
      `SELECT i.status, g.amount_cents FROM invoice_generations g
       JOIN invoices i ON i.id = g.invoice_id WHERE g.project_id = $1`,
      [projectId],
    );
    // The rule's start step: half of the 400,000 budget, a draft for review.
    expect(review).toEqual([{ status: 'draft', amount_cents: 200_000 }]);
  });
});

describe('deleting a rule a template names', () => {
  it('is refused (409) naming the template; once the template is archived, it is deleted', async () => {
    const rule = await rules.createRule(milestoneRule());
    const template = await createTemplate({ name: 'Shop', rule_id: rule.id });
    const refused = await rules.call({ action: 'delete_rule', id: rule.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This rule is the invoicing rule of the project template "Shop"; choose another rule there first',
    );
    expect((await call({ action: 'delete_template', id: template.id })).status).toBe(200);
    expect((await rules.call({ action: 'delete_rule', id: rule.id })).status).toBe(200);
    const [row] = await kit.db.query<{ rule_id: string | null }>(
      'SELECT rule_id FROM project_templates WHERE id = $1',
      [template.id],
    );
    expect(row?.rule_id).toBeNull();
  });
});

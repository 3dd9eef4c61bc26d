import { describe, expect, it } from 'vitest';
import { dayIn } from '../../db/agency-time.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { addDays } from '../invoice-management/today.ts';
import { monthlyPeriodDays } from './amounts.ts';
import { generationCalls, generationTables } from './generation-test-data.ts';
import { milestoneRule, retainerRule } from './rules-test-data.ts';

const kit = useFunctionKit({ truncate: generationTables });
const api = generationCalls(kit);

/** 50/25/20/5 of a $10,000 budget. */
const STEP_AMOUNTS = [500_000, 250_000, 200_000, 50_000];

const equalMilestones = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `M${index + 1}`, percentage: 0 }));

async function invoicing(projectId: string) {
  const answer = await api.call('project-management', { action: 'get_project', id: projectId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.invoicing;
}

const attachSteps = (ruleId: string, projectId: string, steps: unknown) =>
  api.call('invoice-automation', {
    action: 'attach_rule',
    rule_id: ruleId,
    project_id: projectId,
    steps,
  });

describe('the moments of a milestone rule', () => {
  // Where the default puts steps 1 and 2 (1-based milestone numbers) for each milestone count.
  const cases = [
    { count: 2, step1: 2, step2: 2 },
    { count: 4, step1: 3, step2: 4 },
    { count: 6, step1: 5, step2: 6 },
  ];
  for (const { count, step1, step2 } of cases) {
    it(`on ${count} milestones bills nothing past 95 % before the completion, the 5 % only then`, async () => {
      const ruleId = await api.createRule(milestoneRule());
      const project = await api.createProject({ milestones: equalMilestones(count) });
      await api.attach(ruleId, project.id);
      const [rule] = await invoicing(project.id);
      expect(rule.mapping).toBe('default');
      expect(rule.steps.map((step: { at: string }) => step.at)).toEqual([
        'start',
        project.milestoneIds[step1 - 1],
        project.milestoneIds[step2 - 1],
        'completion',
      ]);
      expect(rule.steps.map((step: { amount_cents: number }) => step.amount_cents)).toEqual(
        STEP_AMOUNTS,
      );

      await api.setStatus(project.id, 'in_progress');
      const billed: number[] = [500_000];
      for (const [index, milestoneId] of project.milestoneIds.entries()) {
        await api.tick(project.id, milestoneId);
        if (index + 1 === step1) billed.push(250_000);
        if (index + 1 === step2) billed.push(200_000);
        // Each step lands on the milestone the mapping names, and nothing else is billed.
        expect(await api.amounts()).toEqual(billed);
      }
      const total = (await api.amounts()).reduce((sum, amount) => sum + amount, 0);
      expect(total).toBe(950_000);
      await api.setStatus(project.id, 'completed');
      expect(await api.amounts()).toEqual([...billed, 50_000]);

      const steps = (await invoicing(project.id))[0].steps;
      expect(steps.every((step: { invoice: unknown }) => step.invoice !== null)).toBe(true);
    });
  }

  it('bills a remapped step at the milestone it was given, and says the mapping is custom', async () => {
    const ruleId = await api.createRule(milestoneRule());
    const project = await api.createProject({ milestones: equalMilestones(6) });
    const [first, second] = project.milestoneIds as [string, string];
    const attached = await attachSteps(ruleId, project.id, [{ step: 1, at: first }]);
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const [rule] = await invoicing(project.id);
    expect(rule.mapping).toBe('custom');
    expect(rule.steps[1]).toMatchObject({
      at: first,
      milestone: { id: first, name: 'M1', is_done: false },
      invoice: null,
    });
    // The steps not named keep their default.
    expect(rule.steps[2].at).toBe(project.milestoneIds[5]);

    await api.tick(project.id, first);
    expect(await api.amounts()).toEqual([250_000]);
    // Step 2 moved to a milestone already done: it is billed when the mapping changes.
    await attachSteps(ruleId, project.id, [{ step: 2, at: first }]);
    expect(await api.amounts()).toEqual([250_000, 200_000]);
    await api.tick(project.id, second);
    expect(await api.amounts()).toEqual([250_000, 200_000]);
  });

  it('refuses a bad mapping with a field message and changes nothing', async () => {
    const ruleId = await api.createRule(milestoneRule());
    const project = await api.createProject();
    const other = await api.createProject({ name: 'Other' });
    const refused = async (steps: unknown, fields: Record<string, string>) => {
      const answer = await attachSteps(ruleId, project.id, steps);
      expect([answer.status, answer.body.code], JSON.stringify(answer.body)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(answer.body.fields).toEqual(fields);
    };
    await refused([{ step: 1, at: other.milestoneIds[0] }], {
      'steps.0.at': 'No such milestone in this project',
    });
    await refused([{ step: 4, at: 'start' }], { 'steps.0.step': 'The rule has 4 steps (0 to 3)' });
    await refused([{ step: 1, at: 'tomorrow' }], {
      'steps.0.at': 'at must be "start", "completion" or one of the project\'s milestones',
    });
    await refused(
      [
        { step: 1, at: 'start' },
        { step: 1, at: 'completion' },
      ],
      { 'steps.1.step': 'Step 1 appears twice' },
    );
    await refused([{ step: -1, at: 'start' }], { 'steps.0.step': 'step must be a step number' });
    // Nothing was attached by the refusals.
    expect(await invoicing(project.id)).toEqual([]);

    await api.attach(ruleId, project.id);
    await api.setStatus(project.id, 'in_progress');
    await refused([{ step: 0, at: 'completion' }], {
      'steps.0.at': 'This step is already invoiced',
    });
    expect((await invoicing(project.id))[0].mapping).toBe('default');

    const retainer = await api.createRule(retainerRule());
    const answer = await attachSteps(retainer, project.id, [{ step: 0, at: 'start' }]);
    expect([answer.status, answer.body.fields]).toEqual([
      400,
      { steps: 'Only a milestone rule has steps' },
    ]);
  });
});

describe('generated invoices', () => {
  it("charge the accepted proposal's tax, else the agency's default rate", async () => {
    const ruleId = await api.createRule(milestoneRule());
    const project = await api.createProject();
    const [jane] = await kit.db.query<{ id: string }>(
      "SELECT id FROM clients WHERE email = 'jane@studio.com'",
    );
    const proposal = await api.call('proposal-management', {
      action: 'create_proposal',
      client_id: jane?.id,
      title: 'Site',
      valid_until: addDays(dayIn('UTC'), 30),
      tax_rate_bp: 2000,
      items: [{ description: 'Build', quantity: 1, unit_price_cents: 400_000 }],
    });
    const id = proposal.body.proposal.id;
    await api.call('proposal-management', { action: 'send_proposal', id });
    const accepted = await api.call('proposal-management', { action: 'accept_proposal', id });
    await api.attach(ruleId, accepted.body.project.id);
    const [taxed] = await api.generated();
    // 50 % of the $4,000 budget, plus 20 % tax.
    expect([taxed.amount_cents, taxed.total_cents]).toEqual([200_000, 240_000]);

    await kit.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('invoice.default_tax_rate_bp', '1000')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    try {
      await api.attach(ruleId, project.id);
      await api.setStatus(project.id, 'in_progress');
      const [, defaulted] = await api.generated();
      expect([defaulted.amount_cents, defaulted.total_cents]).toEqual([500_000, 550_000]);
    } finally {
      await kit.db.query("DELETE FROM app_settings WHERE key = 'invoice.default_tax_rate_bp'");
    }
  });
});

describe('use_template', () => {
  async function template(name: string) {
    const { templates } = (await api.call('project-templates', { action: 'get_templates' })).body;
    const found = templates.find((t: { name: string }) => t.name === name);
    expect(found, name).toBeDefined();
    return found;
  }

  async function client(): Promise<string> {
    await api.createProject();
    const [jane] = await kit.db.query<{ id: string }>(
      "SELECT id FROM clients WHERE email = 'jane@studio.com'",
    );
    return jane?.id as string;
  }

  it("copies the template's deliverables and maps the rule's steps by task number", async () => {
    const shop = await template('E-commerce Store');
    const ruleId = await api.createRule(milestoneRule());
    const answer = await api.call('project-templates', {
      action: 'use_template',
      id: shop.id,
      client_id: await client(),
      start_date: addDays(dayIn('UTC'), 7),
      rule_id: ruleId,
      rule_steps: [{ step: 1, at: 2 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const projectId = answer.body.project.id;
    const detail = (await api.call('project-management', { action: 'get_project', id: projectId }))
      .body;
    expect(detail.deliverables.map((d: { title: string }) => d.title).sort()).toEqual(
      [...shop.deliverables].sort(),
    );
    expect(detail.deliverables.every((d: { status: string }) => d.status === 'draft')).toBe(true);
    const [rule] = detail.invoicing;
    expect(rule.mapping).toBe('custom');
    expect(rule.steps[1].at).toBe(detail.project.milestones[1].id);
  });

  it('refuses a task number the template does not have, and makes nothing', async () => {
    const shop = await template('E-commerce Store');
    const ruleId = await api.createRule(milestoneRule());
    const clientId = await client();
    const before = await kit.db.query('SELECT id FROM projects');
    const answer = await api.call('project-templates', {
      action: 'use_template',
      id: shop.id,
      client_id: clientId,
      start_date: addDays(dayIn('UTC'), 7),
      rule_id: ruleId,
      rule_steps: [{ step: 1, at: 99 }],
    });
    expect([answer.status, answer.body.fields]).toEqual([
      400,
      { 'rule_steps.0.at': 'The template has no task 99' },
    ]);
    expect(await kit.db.query('SELECT id FROM projects')).toHaveLength(before.length);
  });
});

describe('a retainer', () => {
  it("bills from the project's start when it was attached before it", async () => {
    const start = addDays(dayIn('UTC'), 40);
    const ruleId = await api.createRule(retainerRule());
    const project = await api.createProject({ start_date: start });
    await api.attach(ruleId, project.id);
    const [first = ''] = monthlyPeriodDays(start, 15, addDays(start, 40));
    const [rule] = await invoicing(project.id);
    expect(rule.next_period).toBe(first);
    const { generated } = await api.automation({
      action: 'run_schedules',
      as_of: addDays(start, -1),
    });
    expect(generated).toEqual([]);
    expect(
      (await api.automation({ action: 'run_schedules', as_of: first })).generated,
    ).toHaveLength(1);
  });
});

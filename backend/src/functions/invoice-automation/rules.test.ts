import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { milestoneRule, missingId, retainerRule, ruleCalls } from './rules-test-data.ts';

// The seeded rules go too: each test starts with none (seeded-rules.test.ts reads them).
const kit = useFunctionKit({ truncate: ['invoice_rules', 'clients'] });
const { call, createRule, createProject } = ruleCalls(kit);

describe('create_rule', () => {
  it('stores every field and answers the rule', async () => {
    const { status, body } = await call({ action: 'create_rule', ...milestoneRule() });
    expect(status).toBe(200);
    expect(body.rule).toEqual({
      id: expect.any(String),
      ...milestoneRule(),
      is_active: true,
      reminders: null,
      projectsUsed: 0,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('defaults the optional fields; a time rule keeps only its schedule keys', async () => {
    const rule = await createRule(
      retainerRule({ schedule: { every: 'month', day_of_month: 15, amount_cents: 250_000, x: 1 } }),
    );
    expect(rule).toMatchObject({
      condition: null,
      description: null,
      is_active: true,
      due_days: 30,
      send_mode: 'draft',
      schedule: { every: 'month', day_of_month: 15, amount_cents: 250_000 },
    });
    const percent = await createRule({
      name: 'Deposit',
      trigger: 'percentage',
      amount_type: 'percent',
      amount: 33.33,
    });
    expect(percent).toMatchObject({ amount: 33.33, schedule: null });
  });

  it('refuses a milestone schedule that does not total 100, and stores nothing', async () => {
    const schedule = [
      { label: 'Start', percent: 50 },
      { label: 'Launch', percent: 40 },
    ];
    const { status, body } = await call({ action: 'create_rule', ...milestoneRule({ schedule }) });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ schedule: 'The milestone percents must total 100' });
    expect(body.fieldCodes).toEqual({ schedule: { code: 'schedule_total' } });
    expect((await call({ action: 'get_rules' })).body.rules).toEqual([]);
  });

  it('says what is wrong with each field', async () => {
    const { status, body } = await call({
      action: 'create_rule',
      name: ' ',
      trigger: 'weekly',
      amount_type: 'percent',
      amount: 0,
      due_days: 400,
      send_mode: 'mail',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: 'Name is required',
      trigger: 'Trigger must be one of: milestone, percentage, time',
      amount: 'Amount must be more than 0',
      due_days: 'due_days must be a whole number from 0 to 365',
      send_mode: 'send_mode must be one of: draft, send',
    });
  });

  it('keeps a percent amount within 0–100 with two decimals, a fixed one in cents', async () => {
    const over = await call({ action: 'create_rule', ...milestoneRule({ amount: 100.5 }) });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({
      amount: 'A percent amount must be more than 0 and at most 100, with two decimals',
    });
    const decimals = await call({ action: 'create_rule', ...milestoneRule({ amount: 12.345 }) });
    expect(decimals.body.fields?.amount).toMatch(/two decimals/);
    const cents = await call({
      action: 'create_rule',
      ...milestoneRule({ amount_type: 'fixed', amount: 10.5 }),
    });
    expect(cents.body.fields).toEqual({ amount: 'A fixed amount must be a whole number of cents' });
  });

  it('checks the schedule against the trigger', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        milestoneRule({ schedule: null }),
        { schedule: 'A milestone schedule is a list of {label, percent}' },
      ],
      [
        milestoneRule({ schedule: [{ label: 'All', percent: 101 }] }),
        { schedule: 'Step percent must be more than 0 and at most 100, with at most two decimals' },
      ],
      [
        retainerRule({ schedule: { every: 'month', day_of_month: 31, amount_cents: 250_000 } }),
        { schedule: 'day_of_month must be a whole number from 1 to 28' },
      ],
      [
        retainerRule({ amount: 100_000 }),
        { schedule: "A time rule's schedule amount_cents must equal its amount" },
      ],
      [
        retainerRule({ amount_type: 'percent', amount: 50 }),
        expect.objectContaining({
          amount_type: 'A time rule invoices a fixed amount',
        }),
      ],
      [
        { name: 'P', trigger: 'percentage', amount_type: 'fixed', amount: 5, schedule: [] },
        { schedule: 'A percentage rule has no schedule (send null)' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const { status, body } = await call({ action: 'create_rule', ...payload });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.fields).toEqual(fields);
    }
  });
});

describe('update_rule', () => {
  it('changes only what is sent', async () => {
    const rule = await createRule();
    const { status, body } = await call({
      action: 'update_rule',
      id: rule.id,
      name: 'Renamed',
      is_active: false,
      schedule: [
        { label: 'Start', percent: 50.5 },
        { label: 'Launch', percent: 49.5 },
      ],
    });
    expect(status).toBe(200);
    expect(body.rule).toMatchObject({
      name: 'Renamed',
      is_active: false,
      trigger: 'milestone',
      due_days: 14,
      schedule: [
        { label: 'Start', percent: 50.5 },
        { label: 'Launch', percent: 49.5 },
      ],
    });
  });

  it('checks the rule the change would leave', async () => {
    const rule = await createRule();
    const toTime = await call({ action: 'update_rule', id: rule.id, trigger: 'percentage' });
    expect(toTime.status).toBe(400);
    expect(toTime.body.fields).toEqual({
      schedule: 'A percentage rule has no schedule (send null)',
    });
    const total = await call({
      action: 'update_rule',
      id: rule.id,
      schedule: [{ label: 'Start', percent: 99.99 }],
    });
    expect(total.body.fields).toEqual({ schedule: 'The milestone percents must total 100' });
    expect(total.body.fieldCodes).toEqual({ schedule: { code: 'schedule_total' } });
    const ok = await call({
      action: 'update_rule',
      id: rule.id,
      trigger: 'percentage',
      schedule: null,
    });
    expect(ok.body.rule).toMatchObject({ trigger: 'percentage', schedule: null });
  });

  it('answers 404 for a rule that does not exist', async () => {
    for (const id of [missingId, 'nope']) {
      const { status, body } = await call({ action: 'update_rule', id, name: 'X' });
      expect(status).toBe(404);
      expect(body.error).toBe('Rule not found');
    }
  });
});

describe('attach_rule, get_rules and delete_rule', () => {
  it('attaches once however often it is asked, and counts the projects', async () => {
    const rule = await createRule();
    const projectId = await createProject();
    for (let i = 0; i < 2; i++) {
      const { status, body } = await call({
        action: 'attach_rule',
        rule_id: rule.id,
        project_id: projectId,
      });
      expect(status).toBe(200);
      expect(body.rule).toMatchObject({ id: rule.id, projectsUsed: 1 });
    }
    await createRule(retainerRule());
    const { body } = await call({ action: 'get_rules' });
    expect(
      body.rules.map((r: { name: string; projectsUsed: number }) => [r.name, r.projectsUsed]),
    ).toEqual([
      ['Milestones', 1],
      ['Retainer', 0],
    ]);
  });

  it('answers 404 for a missing rule or project', async () => {
    const rule = await createRule();
    const projectId = await createProject();
    const noRule = await call({ action: 'attach_rule', rule_id: missingId, project_id: projectId });
    expect([noRule.status, noRule.body.error]).toEqual([404, 'Rule not found']);
    const noProject = await call({ action: 'attach_rule', rule_id: rule.id, project_id: 'x' });
    expect([noProject.status, noProject.body.error]).toEqual([404, 'Project not found']);
  });

  it('refuses to delete a rule in use (409), deletes it once its project is gone', async () => {
    const rule = await createRule();
    const projectId = await createProject();
    await call({ action: 'attach_rule', rule_id: rule.id, project_id: projectId });
    const refused = await call({ action: 'delete_rule', id: rule.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This rule is attached to 1 project; pause it (is_active: false) instead of deleting it',
    );
    const gone = await kit.call('project-management', { action: 'delete_project', id: projectId });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await call({ action: 'delete_rule', id: rule.id })).status).toBe(200);
  });

  it('deletes an unused rule, then answers 404', async () => {
    const rule = await createRule();
    expect((await call({ action: 'delete_rule', id: rule.id })).status).toBe(200);
    const again = await call({ action: 'delete_rule', id: rule.id });
    expect([again.status, again.body.error]).toEqual([404, 'Rule not found']);
    expect((await call({ action: 'get_rules' })).body.rules).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await call({ action: 'get_rules' }, 'client')).status).toBe(403);
    expect((await call({ action: 'get_rules' }, 'anonymous')).status).toBe(401);
  });
});

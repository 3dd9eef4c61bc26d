import { describe, expect, it } from 'vitest';
import { dayIn } from '../../db/agency-time.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { addDays } from '../invoice-management/today.ts';
import { monthlyPeriodDays } from './amounts.ts';
import { generationCalls, generationTables } from './generation-test-data.ts';
import { retainerRule } from './rules-test-data.ts';

const kit = useFunctionKit({ truncate: generationTables });
const api = generationCalls(kit);

/** The retainer's invoice days (the 15th) from today on, as the scheduler sees them. */
const periods = monthlyPeriodDays(dayIn('UTC'), 15, addDays(dayIn('UTC'), 70));
const [firstDay = '', secondDay = ''] = periods;

const runAsOf = (asOf: string) => api.automation({ action: 'run_schedules', as_of: asOf });

describe('run_schedules', () => {
  it('invoices a period once however often it runs, and each new period once', async () => {
    const ruleId = await api.createRule(retainerRule({ send_mode: 'send', due_days: 10 }));
    const project = await api.createProject();
    await api.attach(ruleId, project.id);
    expect((await runAsOf(addDays(firstDay, -1))).generated).toEqual([]);

    const first = await runAsOf(firstDay);
    expect(first.as_of).toBe(firstDay);
    expect(first.generated).toEqual([
      expect.objectContaining({
        kind: 'retainer',
        amount_cents: 250_000,
        status: 'sent',
        dueDate: addDays(firstDay, 10),
        generatedBy: { id: ruleId, name: 'Retainer' },
      }),
    ]);
    expect((await runAsOf(firstDay)).generated).toEqual([]);
    expect((await runAsOf(addDays(secondDay, -1))).generated).toEqual([]);

    const second = await runAsOf(secondDay);
    expect(second.generated).toHaveLength(1);
    const { invoice } = (
      await api.call('invoice-management', { action: 'get_invoice', id: second.generated[0].id })
    ).body;
    expect(invoice).toMatchObject({ issue_date: secondDay, total_cents: 250_000 });
    expect(invoice.items[0].description).toMatch(/^Shop: Retainer, \w+ \d{4}$/);
    expect(await api.amounts()).toEqual([250_000, 250_000]);
    expect(await api.emailsTo('jane@studio.com')).toHaveLength(2);
  });

  it('catches up every missed period in one run', async () => {
    const ruleId = await api.createRule(retainerRule());
    const project = await api.createProject();
    await api.attach(ruleId, project.id);
    const { generated } = await runAsOf(secondDay);
    expect(generated.map((i: { status: string }) => i.status)).toEqual(['draft', 'draft']);
    expect((await runAsOf(secondDay)).generated).toEqual([]);
  });

  it('skips paused rules and completed or cancelled projects', async () => {
    const paused = await api.createRule(retainerRule({ is_active: false }));
    const active = await api.createRule(retainerRule({ name: 'Active' }));
    const open = await api.createProject();
    const done = await api.createProject({ status: 'completed' });
    const cancelled = await api.createProject({ status: 'cancelled' });
    await api.attach(paused, open.id);
    await api.attach(active, done.id);
    await api.attach(active, cancelled.id);
    expect((await runAsOf(secondDay)).generated).toEqual([]);
  });

  it('runs for today by default', async () => {
    const { as_of, generated } = await api.automation({ action: 'run_schedules' });
    expect(as_of).toBe(dayIn('UTC'));
    expect(generated).toEqual([]);
  });

  it('refuses an as_of that is not a day, or more than a year ahead', async () => {
    for (const [as_of, message] of [
      ['0000-01-01', 'as_of must be between 1900-01-01 and 2200-12-31'],
      ['2026-02-30', 'as_of must be a date (YYYY-MM-DD)'],
      [20260301, 'as_of must be a date (YYYY-MM-DD)'],
      [addDays(dayIn('UTC'), 400), 'as_of can be at most a year from today'],
    ] as const) {
      const { status, body } = await api.call('invoice-automation', {
        action: 'run_schedules',
        as_of,
      });
      expect(status, String(as_of)).toBe(400);
      expect(body.fields).toEqual({ as_of: message });
    }
    expect(await api.amounts()).toEqual([]);
  });
});

describe('get_generated_invoices', () => {
  it('filters by rule and by status as invoices read (overdue included), newest first', async () => {
    const retainer = await api.createRule(retainerRule({ send_mode: 'send', due_days: 0 }));
    const drafts = await api.createRule(retainerRule({ name: 'Drafts' }));
    const project = await api.createProject();
    await api.attach(retainer, project.id);
    await api.attach(drafts, project.id);
    await runAsOf(firstDay);
    // Sent with no terms: overdue once its day is behind us.
    await kit.db.query(`UPDATE invoices SET due_date = current_date - 1 WHERE status = 'sent'`);
    const page = await api.automation({ action: 'get_generated_invoices', status: 'overdue' });
    expect(page).toMatchObject({ success: true, total: 1, page: 1, pageSize: 25 });
    expect(page.invoices[0]).toMatchObject({ status: 'overdue', generatedBy: { id: retainer } });
    const byRule = await api.automation({ action: 'get_generated_invoices', rule_id: drafts });
    expect(byRule.invoices.map((i: { status: string }) => i.status)).toEqual(['draft']);
    const all = await api.automation({ action: 'get_generated_invoices' });
    expect(all.invoices.map((i: { generatedBy: { name: string } }) => i.generatedBy.name)).toEqual([
      'Drafts',
      'Retainer',
    ]);
    const unknown = await api.automation({ action: 'get_generated_invoices', rule_id: 'nope' });
    expect(unknown).toMatchObject({ invoices: [], total: 0 });
    const bad = await api.call('invoice-automation', {
      action: 'get_generated_invoices',
      status: 'late',
      page: 0,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'status']);
  });

  it('answers only admins', async () => {
    const { status } = await kit.call(
      'invoice-automation',
      { action: 'get_generated_invoices' },
      'client',
    );
    expect(status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { dayIn } from '../../db/agency-time.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables } from '../invoice-management/seed-records.ts';
import { averageCents, ratePercent } from './get-insights.ts';
import { addYears, monthStartBefore, rangeProblem, resolveRange } from './insights-range.ts';
import { RANGE, seedInsights } from './insights-test-data.ts';

const kit = useFunctionKit({ truncate: recordTables });
const insights = (payload: Record<string, unknown> = {}) =>
  kit.call('business-intelligence', { action: 'get_insights', ...payload });

describe('who may call business-intelligence', () => {
  it('get_insights: 401 for a visitor, 403 for a client, 200 for admins', async () => {
    const payload = { action: 'get_insights' };
    const anonymous = await kit.call('business-intelligence', payload, 'anonymous');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const client = await kit.call('business-intelligence', payload, 'client');
    expect([client.status, client.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await kit.call('business-intelligence', payload, 'admin')).status).toBe(200);
    expect((await kit.call('business-intelligence', payload, 'super_admin')).status).toBe(200);
  });
});

describe('get_insights on known records', () => {
  it('converts leads created in the range, by source and by project type', async () => {
    await seedInsights(kit.db);
    const { body } = await insights(RANGE);
    expect(body.range).toEqual(RANGE);
    expect(body.conversion.total).toEqual({ leads: 5, converted: 1, rate: 20 });
    expect(body.conversion.by_source).toEqual([
      { source: 'direct', leads: 2, converted: 1, rate: 50 },
      { source: 'estimator', leads: 1, converted: 0, rate: 0 },
      { source: 'referral', leads: 2, converted: 0, rate: 0 },
      { source: 'campaign', leads: 0, converted: 0, rate: null },
      { source: 'manual', leads: 0, converted: 0, rate: null },
    ]);
    const byType = Object.fromEntries(
      body.conversion.by_project_type.map((row: { project_type: string | null }) => [
        String(row.project_type),
        row,
      ]),
    );
    expect(byType.ecommerce).toEqual({
      project_type: 'ecommerce',
      leads: 2,
      converted: 1,
      rate: 50,
    });
    expect(byType.saas).toMatchObject({ leads: 1, converted: 0, rate: 0 });
    expect(byType.landing).toMatchObject({ leads: 1, converted: 0, rate: 0 });
    expect(byType.mobile).toMatchObject({ leads: 0, rate: null });
    // The lead without a project type comes last.
    expect(body.conversion.by_project_type.at(-1)).toEqual({
      project_type: null,
      leads: 1,
      converted: 0,
      rate: 0,
    });
  });

  it('sums lead budgets per open stage and the open proposals', async () => {
    await seedInsights(kit.db);
    const { body } = await insights(RANGE);
    expect(body.pipeline).toEqual({
      currency: 'USD',
      stages: [
        { status: 'new', leads: 1, with_budget: 1, budget_cents: 500_000 },
        { status: 'contacted', leads: 0, with_budget: 0, budget_cents: 0 },
        { status: 'qualified', leads: 1, with_budget: 1, budget_cents: 2_000_000 },
        { status: 'proposal', leads: 1, with_budget: 0, budget_cents: 0 },
        { status: 'converted', leads: 1, with_budget: 1, budget_cents: 1_000_000 },
      ],
      total_cents: 3_500_000,
      leads: 4,
      open_proposals: { count: 2, total_cents: 50_000 },
    });
  });

  it('averages accepted proposals and paid invoices, and counts the win rate', async () => {
    await seedInsights(kit.db);
    const { body } = await insights(RANGE);
    expect(body.currency).toBe('USD');
    expect(body.deal_size).toEqual({
      accepted_proposals: 2,
      accepted_total_cents: 150_001,
      average_proposal_cents: 75_001,
      paid_invoices: 2,
      paid_total_cents: 65_001,
      average_invoice_cents: 32_501,
    });
    expect(body.win_rate).toEqual({ accepted: 2, declined: 1, expired: 1, decided: 4, rate: 50 });
  });

  it('names the top 10 clients by revenue and sums up the others and every month', async () => {
    const clientIds = await seedInsights(kit.db);
    const { body } = await insights(RANGE);
    expect(body.revenue.total_cents).toBe(792_000);
    expect(body.revenue.payments).toBe(14);
    const names = body.revenue.by_client.map((row: { name: string }) => row.name);
    expect(names).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Client ${String(n).padStart(2, '0')}`),
    );
    expect(body.revenue.by_client[0]).toEqual({
      client_id: clientIds[11],
      name: 'Client 12',
      company: 'Company 12',
      amount_cents: 125_000,
      payments: 2,
    });
    // Clients 1 and 2, and the payment without a client.
    expect(body.revenue.others).toEqual({ clients: 2, amount_cents: 37_000, payments: 3 });
    expect(body.revenue.by_month).toEqual([
      { month: '2025-03', amount_cents: 780_000, payments: 12 },
      { month: '2025-04', amount_cents: 7_000, payments: 1 },
      { month: '2025-05', amount_cents: 5_000, payments: 1 },
    ]);
  });

  it('lists months without payments at zero, partial months at the edges included', async () => {
    await seedInsights(kit.db);
    const { body } = await insights({ from: '2025-02-28', to: '2025-08-01' });
    expect(body.revenue.by_month).toEqual([
      { month: '2025-02', amount_cents: 30_000, payments: 1 },
      { month: '2025-03', amount_cents: 780_000, payments: 12 },
      { month: '2025-04', amount_cents: 7_000, payments: 1 },
      { month: '2025-05', amount_cents: 5_000, payments: 1 },
      { month: '2025-06', amount_cents: 30_000, payments: 1 },
      { month: '2025-07', amount_cents: 0, payments: 0 },
      { month: '2025-08', amount_cents: 0, payments: 0 },
    ]);
    // Equal sums are ranked by name: client 2 (200 + 300) before 5, client 1 (100 + 300) before 4.
    const names = body.revenue.by_client.map((row: { name: string }) => row.name.slice(-2));
    expect(names).toEqual(['12', '11', '10', '09', '08', '07', '06', '02', '05', '01']);
    expect(body.revenue.others).toEqual({ clients: 2, amount_cents: 77_000, payments: 3 });
  });

  it('answers zeros, no rates and empty lists for a range without records', async () => {
    await seedInsights(kit.db);
    const { status, body } = await insights({ from: '2024-01-01', to: '2024-02-15' });
    expect(status).toBe(200);
    expect(body.conversion.total).toEqual({ leads: 0, converted: 0, rate: null });
    expect(body.conversion.by_source.every((row: { leads: number }) => row.leads === 0)).toBe(true);
    expect(body.pipeline.total_cents).toBe(0);
    expect(body.pipeline.leads).toBe(0);
    // Open proposals are those open today, whatever the range.
    expect(body.pipeline.open_proposals).toEqual({ count: 2, total_cents: 50_000 });
    expect(body.deal_size).toEqual({
      accepted_proposals: 0,
      accepted_total_cents: 0,
      average_proposal_cents: null,
      paid_invoices: 0,
      paid_total_cents: 0,
      average_invoice_cents: null,
    });
    expect(body.win_rate).toEqual({ accepted: 0, declined: 0, expired: 0, decided: 0, rate: null });
    expect(body.revenue).toEqual({
      total_cents: 0,
      payments: 0,
      by_client: [],
      others: null,
      by_month: [
        { month: '2024-01', amount_cents: 0, payments: 0 },
        { month: '2024-02', amount_cents: 0, payments: 0 },
      ],
    });
  });

  it('reads the last 12 calendar months by default', async () => {
    const { status, body } = await insights();
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: monthStartBefore(dayIn('UTC'), 11), to: dayIn('UTC') });
    expect(body.revenue.by_month).toHaveLength(12);
    expect(body.revenue.by_month.at(-1).month).toBe(dayIn('UTC').slice(0, 7));
  });
});

describe('get_insights range validation', () => {
  it.each([
    [
      { from: '2025-05-01', to: '2025-04-30' },
      'from',
      'The start date must be on or before the end date',
    ],
    [{ from: '2020-01-01', to: '2023-01-01' }, 'from', 'The range can span at most 3 years'],
    [{ from: '2025-13-01' }, 'from', 'from must be a date (YYYY-MM-DD)'],
    [{ to: 'yesterday' }, 'to', 'to must be a date (YYYY-MM-DD)'],
  ])('%j → 400 on %s', async (payload, field, message) => {
    const { status, body } = await insights(payload);
    expect([status, body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(body.fields[field]).toBe(message);
  });

  it('accepts a range of just under 3 years, and a single day', async () => {
    expect((await insights({ from: '2020-01-01', to: '2022-12-31' })).status).toBe(200);
    const day = await insights({ from: '2025-03-15', to: '2025-03-15' });
    expect(day.status).toBe(200);
    expect(day.body.revenue.by_month).toEqual([{ month: '2025-03', amount_cents: 0, payments: 0 }]);
  });
});

describe('insights arithmetic', () => {
  it('rounds rates to one decimal and averages to whole cents', () => {
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(2, 3)).toBe(66.7);
    expect(ratePercent(0, 0)).toBeNull();
    expect(averageCents(150_001, 2)).toBe(75_001);
    expect(averageCents(0, 0)).toBeNull();
  });

  it('defaults and bounds the range', () => {
    expect(resolveRange({}, '2026-11-22')).toEqual({ from: '2025-12-01', to: '2026-11-22' });
    expect(resolveRange({ to: '2026-03-10' }, '2026-11-22')).toEqual({
      from: '2025-04-01',
      to: '2026-03-10',
    });
    expect(resolveRange({ from: '2026-01-01' }, '2026-11-22')).toEqual({
      from: '2026-01-01',
      to: '2026-11-22',
    });
    expect(addYears('2024-02-29', 3)).toBe('2027-03-01');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2027-01-01' })).toMatch(/3 years/);
  });
});

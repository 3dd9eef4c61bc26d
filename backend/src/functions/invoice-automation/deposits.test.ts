import { describe, expect, it } from 'vitest';
import { dayIn } from '../../db/agency-time.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { generationCalls, generationTables } from './generation-test-data.ts';

const kit = useFunctionKit({ truncate: generationTables });
const api = generationCalls(kit);
const year = dayIn('UTC').slice(0, 4);

const depositRule = (changes: Record<string, unknown> = {}) => ({
  name: 'Deposit',
  trigger: 'percentage',
  condition: 'Project started',
  amount_type: 'percent',
  amount: 15,
  send_mode: 'send',
  ...changes,
});

describe('a percentage rule', () => {
  it('invoices a deposit at the start and deducts it on the final invoice', async () => {
    const ruleId = await api.createRule(depositRule());
    const project = await api.createProject();
    await api.attach(ruleId, project.id);
    await api.setStatus(project.id, 'in_progress');
    await api.setStatus(project.id, 'in_progress');
    const [deposit] = await api.generated();
    expect(deposit).toMatchObject({
      kind: 'deposit',
      amount_cents: 150_000,
      total_cents: 150_000,
      invoiceNumber: `INV-${year}-0001`,
    });

    await api.setStatus(project.id, 'completed');
    const [, final] = await api.generated();
    expect(final).toMatchObject({
      kind: 'final',
      amount_cents: 850_000,
      total_cents: 850_000,
      invoiceNumber: `INV-${year}-0002`,
    });
    const { invoice } = (
      await api.call('invoice-management', { action: 'get_invoice', id: final.id })
    ).body;
    expect(invoice).toMatchObject({ subtotal_cents: 1_000_000, discount_cents: 150_000 });
    expect(invoice.items.map((i: { description: string }) => i.description)).toEqual([
      'Shop: project total',
      `Less deposit INV-${year}-0001: $1,500.00`,
    ]);
    // The rule has now invoiced the budget exactly; completing again adds nothing.
    await api.setStatus(project.id, 'in_progress');
    await api.setStatus(project.id, 'completed');
    expect(await api.amounts()).toEqual([150_000, 850_000]);
  });

  it('invoices the whole budget as the final when the project never started', async () => {
    const ruleId = await api.createRule(depositRule());
    const project = await api.createProject();
    await api.attach(ruleId, project.id);
    await api.setStatus(project.id, 'completed');
    const [final] = await api.generated();
    expect(final).toMatchObject({ kind: 'final', amount_cents: 1_000_000 });
  });

  it('a deposit of the whole budget leaves no final invoice', async () => {
    const ruleId = await api.createRule(depositRule({ amount: 100 }));
    const project = await api.createProject();
    await api.attach(ruleId, project.id);
    await api.setStatus(project.id, 'in_progress');
    await api.setStatus(project.id, 'completed');
    expect(await api.amounts()).toEqual([1_000_000]);
  });

  it('a fixed deposit is capped at the budget; without a budget a percent rule bills nothing', async () => {
    const fixed = await api.createRule(
      depositRule({ name: 'Fixed', amount_type: 'fixed', amount: 2_000_000 }),
    );
    const percent = await api.createRule(depositRule());
    const small = await api.createProject({ budget_cents: 500_000 });
    await api.attach(fixed, small.id);
    await api.setStatus(small.id, 'in_progress');
    expect(await api.amounts()).toEqual([500_000]);

    const noBudget = await api.createProject({ budget_cents: null });
    await api.attach(percent, noBudget.id);
    await api.setStatus(noBudget.id, 'in_progress');
    await api.setStatus(noBudget.id, 'completed');
    expect(await api.amounts()).toEqual([500_000]);
  });

  it('a draft deposit is named as a draft on the final invoice', async () => {
    const ruleId = await api.createRule(depositRule({ send_mode: 'draft' }));
    const project = await api.createProject();
    await api.attach(ruleId, project.id);
    await api.setStatus(project.id, 'in_progress');
    await api.setStatus(project.id, 'completed');
    const [, final] = await api.generated();
    const { invoice } = (
      await api.call('invoice-management', { action: 'get_invoice', id: final.id })
    ).body;
    expect(invoice.items[1].description).toBe('Less deposit (draft invoice): $1,500.00');
    expect(invoice).toMatchObject({ status: 'draft', total_cents: 850_000 });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables, seedClient, seedLead } from '../invoice-management/seed-records.ts';
import { lines, proposalCalls } from './proposals-test-data.ts';

const kit = useFunctionKit({ truncate: recordTables });
const { call, draft, sent } = proposalCalls(kit);

describe('who may call proposal-management', () => {
  const actions: Record<string, Record<string, unknown>> = {
    get_proposals: {},
    get_proposal: { id: randomUUID() },
    create_proposal: { title: 'x', client_id: randomUUID() },
    update_proposal: { id: randomUUID() },
    delete_proposal: { id: randomUUID() },
    send_proposal: { id: randomUUID() },
    accept_proposal: { id: randomUUID() },
    decline_proposal: { id: randomUUID() },
  };

  it.each(Object.keys(actions))('%s: 401 for a visitor, 403 for a client', async (action) => {
    const payload = { action, ...actions[action] };
    const anonymous = await kit.call('proposal-management', payload, 'anonymous');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const client = await kit.call('proposal-management', payload, 'client');
    expect([client.status, client.body.code]).toEqual([403, 'FORBIDDEN']);
    const admin = await kit.call('proposal-management', payload, 'super_admin');
    expect([200, 400, 404]).toContain(admin.status);
  });
});

describe('create_proposal and update_proposal', () => {
  it('stores a draft with server totals and answers the full proposal', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const { status, body } = await call('create_proposal', {
      client_id: clientId,
      title: '  Shop redesign ',
      summary: '',
      items: [
        { description: 'Hours', quantity: 0.5, unit_price_cents: 1 },
        { description: 'Days', quantity: 1.25, unit_price_cents: 99_999 },
      ],
      discount_cents: 1,
      tax_rate_bp: 1950,
      total_cents: 5,
      valid_until: '2099-12-31',
    });
    expect(status).toBe(200);
    // 0.5 × 1 = 0.5 → 1; 1.25 × 99999 = 124998.75 → 124999; subtotal 125000; − 1 = 124999;
    // tax 19.5 % = 24374.805 → 24375; total 149374.
    expect(body.proposal).toMatchObject({
      client_id: clientId,
      lead_id: null,
      title: 'Shop redesign',
      summary: null,
      currency: 'USD',
      subtotal_cents: 125_000,
      discount_cents: 1,
      tax_rate_bp: 1950,
      tax_cents: 24_375,
      total_cents: 149_374,
      valid_until: '2099-12-31',
      status: 'draft',
      sent_at: null,
      decided_at: null,
      clients: { name: 'Jane Doe', company: 'Studio' },
      leads: null,
      project_id: null,
    });
    expect(body.proposal.items.map((item: { amount_cents: number }) => item.amount_cents)).toEqual([
      1, 124_999,
    ]);
  });

  it('addresses a proposal to a lead', async () => {
    const leadId = await seedLead(kit.db, { name: 'Lee Lead', email: 'lee@example.com' });
    const proposal = await draft({ lead_id: leadId });
    expect(proposal).toMatchObject({
      client_id: null,
      lead_id: leadId,
      clients: null,
      leads: { name: 'Lee Lead', company: null, email: 'lee@example.com' },
    });
  });

  it.each([
    ['client_id', 'Choose either a client or a lead', { client_id: undefined }],
    ['client_id', 'No such client', { client_id: 'not-an-id' }],
    ['lead_id', 'No such lead', { client_id: undefined, lead_id: randomUUID() }],
    ['title', 'Title is required', { title: '   ' }],
    ['title', 'Title must be at most 200 characters', { title: 'x'.repeat(201) }],
    ['summary', 'Summary must be at most 10000 characters', { summary: 'x'.repeat(10_001) }],
    ['items', 'Add at least one line', { items: [] }],
    [
      'items.2.quantity',
      'Quantity must be more than 0',
      { items: [...lines.slice(0, 2), { ...lines[2], quantity: -1 }] },
    ],
    [
      'discount_cents',
      'The discount cannot be more than the subtotal',
      { discount_cents: 300_001 },
    ],
    ['tax_rate_bp', 'Tax rate cannot be negative', { tax_rate_bp: -1 }],
    ['valid_until', 'Valid until must be a date (YYYY-MM-DD)', { valid_until: '31/12/2099' }],
  ])('refuses bad input with fields.%s: %s', async (field, message, change) => {
    const clientId = await seedClient(kit.db);
    const { status, body } = await call('create_proposal', {
      client_id: clientId,
      title: 'Shop redesign',
      items: lines,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(message);
    expect(await kit.db.query('SELECT id FROM proposals')).toEqual([]);
  });

  it('refuses both a client and a lead', async () => {
    const { body } = await call('create_proposal', {
      title: 'Both',
      client_id: await seedClient(kit.db),
      lead_id: await seedLead(kit.db),
    });
    expect(body.fields).toEqual({ client_id: 'Choose either a client or a lead' });
  });

  it('changes a draft, readdresses it and computes the totals again', async () => {
    const proposal = await draft({ summary: 'Keep me' });
    const leadId = await seedLead(kit.db);
    const { status, body } = await call('update_proposal', {
      id: proposal.id,
      lead_id: leadId,
      tax_rate_bp: 1000,
    });
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({
      client_id: null,
      lead_id: leadId,
      summary: 'Keep me',
      subtotal_cents: 300_000,
      tax_cents: 30_000,
      total_cents: 330_000,
    });
    expect(body.proposal.items).toEqual(proposal.items);
  });

  it('answers 409 once sent, 404 for an unknown proposal', async () => {
    const proposal = await sent();
    const edit = await call('update_proposal', { id: proposal.id, title: 'Late' });
    expect([edit.status, edit.body.error]).toEqual([
      409,
      'A sent proposal cannot be edited; decline it and write a new one',
    ]);
    const remove = await call('delete_proposal', { id: proposal.id });
    expect([remove.status, remove.body.error]).toEqual([
      409,
      'A sent proposal cannot be deleted; decline it instead',
    ]);
    for (const id of [randomUUID(), 'nope']) {
      for (const action of [
        'get_proposal',
        'update_proposal',
        'delete_proposal',
        'send_proposal',
      ]) {
        const { status, body } = await call(action, { id });
        expect([status, body.error]).toEqual([404, 'Proposal not found']);
      }
    }
  });

  it('deletes a draft', async () => {
    const proposal = await draft();
    expect((await call('delete_proposal', { id: proposal.id })).status).toBe(200);
    expect((await call('get_proposal', { id: proposal.id })).status).toBe(404);
  });
});

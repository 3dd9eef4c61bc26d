import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  dayFromToday,
  recordTables,
  seedClient,
  seedLead,
} from '../invoice-management/seed-records.ts';

const kit = useFunctionKit({ truncate: recordTables });
const call = (action: string, body: Record<string, unknown> = {}) =>
  kit.call('proposal-management', { action, ...body });

const lines = [
  { description: 'Discovery', quantity: 1, unit_price_cents: 100_000 },
  { description: 'Design', quantity: 1, unit_price_cents: 100_000 },
  { description: 'Build', quantity: 1, unit_price_cents: 100_000 },
];

async function draft(body: Record<string, unknown> = {}) {
  const recipient =
    body.client_id === undefined && body.lead_id === undefined
      ? { client_id: await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' }) }
      : {};
  const { status, body: answer } = await call('create_proposal', {
    title: 'Shop redesign',
    items: lines,
    ...recipient,
    ...body,
  });
  expect(status).toBe(200);
  return answer.proposal;
}

async function sent(body: Record<string, unknown> = {}) {
  const proposal = await draft(body);
  const { status, body: answer } = await call('send_proposal', { id: proposal.id });
  expect(status).toBe(200);
  return answer.proposal;
}

/** Moves a sent proposal's validity into the past (a proposal past its date cannot be sent). */
const expire = (id: string) =>
  kit.db.query('UPDATE proposals SET valid_until = $2 WHERE id = $1', [id, dayFromToday(-1)]);

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

describe('send_proposal and get_proposals', () => {
  it('sends a draft with lines, never one without', async () => {
    const proposal = await sent();
    expect(proposal.status).toBe('sent');
    expect(proposal.sent_at).toEqual(expect.any(String));
    const again = await call('send_proposal', { id: proposal.id });
    expect([again.status, again.body.error]).toEqual([409, 'This proposal was already sent']);
    const empty = await draft({ items: undefined });
    const refused = await call('send_proposal', { id: empty.id });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Add at least one line before sending this proposal',
    ]);
    const stale = await draft({ valid_until: dayFromToday(-1) });
    const tooLate = await call('send_proposal', { id: stale.id });
    expect([tooLate.status, tooLate.body.error]).toEqual([
      409,
      'The valid-until date has passed; change it before sending this proposal',
    ]);
    expect((await call('get_proposal', { id: stale.id })).body.proposal.status).toBe('draft');
  });

  it('reads a sent proposal past its date as expired, and filters by it in SQL', async () => {
    const late = await sent({ title: 'Late one' });
    await expire(late.id);
    const open = await sent({ title: 'Open one', valid_until: dayFromToday(0) });
    await draft({ title: 'Draft one' });
    const expired = await call('get_proposals', { status: 'expired' });
    expect(expired.body.total).toBe(1);
    expect(expired.body.proposals[0]).toMatchObject({ id: late.id, status: 'expired' });
    const sentOnes = await call('get_proposals', { status: ['sent'] });
    expect(sentOnes.body.proposals.map((p: { id: string }) => p.id)).toEqual([open.id]);
    const byTitle = await call('get_proposals', { sort: 'title', order: 'asc' });
    expect(byTitle.body.proposals.map((p: { title: string }) => p.title)).toEqual([
      'Draft one',
      'Late one',
      'Open one',
    ]);
  });

  it('searches titles and client or lead names, and filters by client', async () => {
    const acme = await seedClient(kit.db, { name: 'Acme' });
    const forAcme = await draft({ client_id: acme, title: 'Website' });
    const leadId = await seedLead(kit.db, { name: 'Zoe Zed' });
    const forLead = await draft({ lead_id: leadId, title: 'App' });
    const ids = (answer: { body: { proposals: { id: string }[] } }) =>
      answer.body.proposals.map((p) => p.id);
    expect(ids(await call('get_proposals', { search: 'acm' }))).toEqual([forAcme.id]);
    expect(ids(await call('get_proposals', { search: 'zoe' }))).toEqual([forLead.id]);
    expect(ids(await call('get_proposals', { search: 'app' }))).toEqual([forLead.id]);
    expect(ids(await call('get_proposals', { client_id: acme }))).toEqual([forAcme.id]);
  });
});

describe('accept_proposal', () => {
  it('creates the project with milestones adding up to 100 and marks the proposal accepted', async () => {
    const proposal = await sent({ discount_cents: 1, tax_rate_bp: 2000 });
    const { status, body } = await call('accept_proposal', {
      id: proposal.id,
      project: { due_date: '2099-06-30' },
    });
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({ status: 'accepted', project_id: body.project.id });
    expect(body.proposal.decided_at).toEqual(expect.any(String));
    expect(body.project).toMatchObject({
      client_id: proposal.client_id,
      proposal_id: proposal.id,
      name: 'Shop redesign',
      status: 'planning',
      start_date: dayFromToday(0),
      due_date: '2099-06-30',
      // The price before tax: the project's invoices charge the proposal's tax on top.
      budget_cents: proposal.total_cents - proposal.tax_cents,
      progress: 0,
    });
    // Three equal lines: 33.33… each; the largest remainder (ties: the first) takes the point.
    expect(
      body.project.milestones.map((m: { name: string; percentage: number }) => [
        m.name,
        m.percentage,
      ]),
    ).toEqual([
      ['Discovery', 34],
      ['Design', 33],
      ['Build', 33],
    ]);
    expect(body.client).toMatchObject({ id: proposal.client_id, name: 'Jane Doe' });

    const twice = await call('accept_proposal', { id: proposal.id });
    expect([twice.status, twice.body.error]).toEqual([409, 'This proposal was already accepted']);
  });

  it('converts a lead into the client of the proposal and the project, in one go', async () => {
    const leadId = await seedLead(kit.db, { name: 'Lee Lead', email: 'lee@example.com' });
    const proposal = await sent({ lead_id: leadId });
    const { status, body } = await call('accept_proposal', {
      id: proposal.id,
      project: { name: 'Lee shop' },
    });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({
      name: 'Lee Lead',
      email: 'lee@example.com',
      lead_id: leadId,
    });
    expect(body.proposal).toMatchObject({ client_id: body.client.id, lead_id: leadId });
    expect(body.project).toMatchObject({ client_id: body.client.id, name: 'Lee shop' });
    const [lead] = await kit.db.query<{ status: string; converted_client_id: string }>(
      'SELECT status, converted_client_id FROM leads WHERE id = $1',
      [leadId],
    );
    expect(lead).toEqual({ status: 'converted', converted_client_id: body.client.id });
  });

  it('uses the client a lead was already converted to', async () => {
    const leadId = await seedLead(kit.db);
    const proposal = await sent({ lead_id: leadId });
    const clientId = await seedClient(kit.db, { name: 'Converted' });
    await kit.db.query(
      `UPDATE leads SET status = 'converted', converted_client_id = $2 WHERE id = $1`,
      [leadId, clientId],
    );
    const { status, body } = await call('accept_proposal', { id: proposal.id });
    expect(status).toBe(200);
    expect(body.client.id).toBe(clientId);
    expect(body.proposal.client_id).toBe(clientId);
    expect(await kit.db.query('SELECT id FROM clients')).toHaveLength(1);
  });

  it('changes nothing when the lead cannot become a client', async () => {
    const taken = 'taken@example.com';
    await seedClient(kit.db, { email: taken });
    const leadId = await seedLead(kit.db, { email: taken });
    const proposal = await sent({ lead_id: leadId });
    const { status, body } = await call('accept_proposal', { id: proposal.id });
    expect([status, body.error]).toEqual([409, 'A client with this e-mail already exists']);
    expect((await call('get_proposal', { id: proposal.id })).body.proposal).toMatchObject({
      status: 'sent',
      client_id: null,
      project_id: null,
    });
    expect(await kit.db.query('SELECT id FROM projects')).toEqual([]);
  });

  it('refuses a draft, an expired, a declined proposal, and a due date before the start', async () => {
    const open = await draft();
    const fromDraft = await call('accept_proposal', { id: open.id });
    expect([fromDraft.status, fromDraft.body.error]).toEqual([
      409,
      'A draft proposal cannot be accepted; send it first',
    ]);
    const late = await sent();
    await expire(late.id);
    const expired = await call('accept_proposal', { id: late.id });
    expect([expired.status, expired.body.error]).toEqual([
      409,
      'This proposal has expired; write a new one with a later valid-until date',
    ]);
    const refused = await sent();
    await call('decline_proposal', { id: refused.id });
    const declined = await call('accept_proposal', { id: refused.id });
    expect(declined.status).toBe(409);
    const dated = await sent();
    const backwards = await call('accept_proposal', {
      id: dated.id,
      project: { start_date: '2099-02-01', due_date: '2099-01-31' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({
      'project.due_date': 'The due date cannot be before the start date',
    });
    expect(await kit.db.query('SELECT id FROM projects')).toEqual([]);
  });
});

describe('decline_proposal', () => {
  it('declines a sent or expired proposal, nothing else', async () => {
    const proposal = await sent();
    const { status, body } = await call('decline_proposal', { id: proposal.id });
    expect(status).toBe(200);
    expect(body.proposal.status).toBe('declined');
    expect(body.proposal.decided_at).toEqual(expect.any(String));
    const again = await call('decline_proposal', { id: proposal.id });
    expect([again.status, again.body.error]).toEqual([409, 'This proposal was already declined']);
    const late = await sent();
    await expire(late.id);
    expect((await call('decline_proposal', { id: late.id })).body.proposal.status).toBe('declined');
    const open = await draft();
    const refused = await call('decline_proposal', { id: open.id });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'A draft proposal cannot be declined; delete it instead',
    ]);
  });
});

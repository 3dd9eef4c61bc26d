import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  dayFromToday,
  recordTables,
  seedClient,
  seedLead,
} from '../invoice-management/seed-records.ts';
import { proposalCalls } from './proposals-test-data.ts';

const kit = useFunctionKit({ truncate: recordTables });
const { call, draft, sent, expire } = proposalCalls(kit);

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

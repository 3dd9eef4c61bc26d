import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultScoringCriteria } from './default-criteria.ts';
import { type As, seedLead, useLeadTestKit } from './lead-test-kit.ts';
import { loadScoringCriteria } from './scoring-criteria.ts';

const kit = useLeadTestKit();

const notFound = { success: false, error: 'Lead not found', code: 'NOT_FOUND' };

describe('who may call what', () => {
  const adminActions: Record<string, Record<string, unknown>> = {
    update_lead: { id: randomUUID(), status: 'lost' },
    get_leads: {},
    get_lead: { id: randomUUID() },
    delete_lead: { id: randomUUID() },
    bulk_update_status: { ids: [randomUUID()], status: 'lost' },
    bulk_delete: { ids: [randomUUID()] },
    get_lead_stats: {},
  };

  it.each(Object.keys(adminActions))(
    '%s: 401 for a visitor, 403 for a client, allowed for admin and super_admin',
    async (action) => {
      const payload = { action, ...adminActions[action] };
      const anonymous = await kit.call(payload, 'anonymous');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
      const client = await kit.call(payload, 'client');
      expect(client.status).toBe(403);
      expect(client.body.code).toBe('FORBIDDEN');
      for (const as of ['admin', 'super_admin'] as As[]) {
        const { status } = await kit.call(payload, as);
        expect([200, 404]).toContain(status);
      }
    },
  );

  it('lets everyone create a lead', async () => {
    for (const as of ['anonymous', 'client', 'admin', 'super_admin'] as As[]) {
      const { status } = await kit.call(
        { action: 'create_lead', name: as, email: `${as.replace('_', '')}@example.com` },
        as,
      );
      expect(status).toBe(200);
    }
  });

  it('answers "Function not available" to an unknown action', async () => {
    const { status, body } = await kit.call({ action: 'export_leads' });
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      error: 'Function not available',
      code: 'FUNCTION_NOT_AVAILABLE',
    });
  });
});

describe('update_lead', () => {
  it('changes the fields sent, clears those sent as null, and re-scores', async () => {
    const lead = await seedLead(kit.db, { phone: '+1 555 0100', company: 'Studio', score: 3 });
    const { status, body } = await kit.call({
      action: 'update_lead',
      id: lead.id,
      budget: 60000,
      timeline: 'asap',
      phone: null,
      score: 99,
    });
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      id: lead.id,
      name: 'Jane Doe',
      company: 'Studio',
      phone: null,
      budget: 60000,
      timeline: 'asap',
      // budget 25 + timeline 20 + company 8 + source 4 + e-mail 10
      score: 67,
      grade: 'B',
    });
    expect(body.lead.updated_at > lead.updated_at).toBe(true);
  });

  it('records a status change with its author, and nothing when the status stays', async () => {
    const lead = await seedLead(kit.db);
    await kit.call({ action: 'update_lead', id: lead.id, status: 'contacted' });
    await kit.call({ action: 'update_lead', id: lead.id, status: 'contacted', notes: 'Called' });
    const { body } = await kit.call({ action: 'get_lead', id: lead.id });
    expect(body.history).toEqual([
      {
        from_status: 'new',
        to_status: 'contacted',
        changed_by: kit.adminId,
        changed_by_name: 'Ada Admin',
        changed_at: expect.any(String),
      },
    ]);
  });

  it('keeps the history of an admin whose account is deleted, author unknown', async () => {
    const lead = await seedLead(kit.db);
    const leaving = await kit.signIn({ role: 'super_admin', firstName: 'Sam', lastName: 'Gone' });
    await kit.call({ action: 'update_lead', id: lead.id, status: 'qualified' }, 'super_admin', {
      token: leaving.token,
    });
    await kit.db.query('DELETE FROM users WHERE id = $1', [leaving.userId]);
    const { body } = await kit.call({ action: 'get_lead', id: lead.id });
    expect(body.history).toEqual([
      expect.objectContaining({
        from_status: 'new',
        to_status: 'qualified',
        changed_by: null,
        changed_by_name: null,
      }),
    ]);
  });

  it('answers 404 "Lead not found" to an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'demo-1']) {
      const { status, body } = await kit.call({ action: 'update_lead', id, name: 'X' });
      expect(status).toBe(404);
      expect(body).toEqual(notFound);
    }
  });

  it('validates the fields sent, and lets notes grow past one message', async () => {
    const lead = await seedLead(kit.db);
    const bad = await kit.call({
      action: 'update_lead',
      id: lead.id,
      name: '',
      email: 'nope',
      status: 'won',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'name', 'status']);
    const longNotes = await kit.call({
      action: 'update_lead',
      id: lead.id,
      notes: 'n'.repeat(9000),
    });
    expect(longNotes.status).toBe(200);
  });
});

describe('get_lead', () => {
  it('answers the lead, its history and its score breakdown', async () => {
    const created = await kit.call({
      action: 'create_lead',
      name: 'Jane',
      email: 'jane@gmail.com',
      budget: 25000,
    });
    const { status, body } = await kit.call({ action: 'get_lead', id: created.body.lead.id });
    expect(status).toBe(200);
    expect(body.lead).toEqual(created.body.lead);
    expect(body.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'new', changed_by: kit.adminId }),
    ]);
    expect(body.scoring.score).toBe(body.lead.score);
    expect(body.scoring.breakdown).toEqual([
      expect.objectContaining({ key: 'budget', name: 'Budget', points: 20, max: 25 }),
      expect.objectContaining({ key: 'timeline', points: 0, max: 20, matched: [] }),
      expect.objectContaining({ key: 'company_size', points: 0, max: 15 }),
      expect.objectContaining({ key: 'engagement', points: 0, max: 20 }),
      expect.objectContaining({ key: 'source', points: 5, max: 10 }),
      expect.objectContaining({ key: 'email', points: 4, max: 10, matched: ['Free mailbox'] }),
    ]);
  });

  it('answers 404 "Lead not found" to an unknown id', async () => {
    const { status, body } = await kit.call({ action: 'get_lead', id: randomUUID() });
    expect(status).toBe(404);
    expect(body).toEqual(notFound);
  });
});

describe('delete_lead and the bulk actions', () => {
  it('deletes a lead with its history, then answers 404 for it', async () => {
    const lead = await seedLead(kit.db);
    await kit.call({ action: 'update_lead', id: lead.id, status: 'lost' });
    expect(await kit.call({ action: 'delete_lead', id: lead.id })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await kit.db.query('SELECT 1 FROM lead_status_history')).toEqual([]);
    const again = await kit.call({ action: 'delete_lead', id: lead.id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(notFound);
  });

  it('sets one status on many leads, counting those found and recording each change', async () => {
    const a = await seedLead(kit.db, { email: 'a@x.com' });
    const b = await seedLead(kit.db, { email: 'b@x.com', status: 'qualified' });
    const untouched = await seedLead(kit.db, { email: 'c@x.com' });
    const { status, body } = await kit.call({
      action: 'bulk_update_status',
      ids: [a.id, b.id, randomUUID(), 'junk'],
      status: 'qualified',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, count: 2 });
    const rows = await kit.db.query('SELECT email, status FROM leads ORDER BY email');
    expect(rows).toEqual([
      { email: 'a@x.com', status: 'qualified' },
      { email: 'b@x.com', status: 'qualified' },
      { email: 'c@x.com', status: untouched.status },
    ]);
    const history = await kit.db.query(
      'SELECT lead_id, from_status, to_status FROM lead_status_history',
    );
    expect(history).toEqual([{ lead_id: a.id, from_status: 'new', to_status: 'qualified' }]);
  });

  it('deletes many leads and counts them', async () => {
    const a = await seedLead(kit.db, { email: 'a@x.com' });
    const b = await seedLead(kit.db, { email: 'b@x.com' });
    await seedLead(kit.db, { email: 'c@x.com' });
    const { body } = await kit.call({ action: 'bulk_delete', ids: [a.id, b.id, a.id] });
    expect(body).toEqual({ success: true, count: 2 });
    expect(await kit.db.query('SELECT email FROM leads')).toEqual([{ email: 'c@x.com' }]);
  });

  it('keeps a lead, alone or in a bulk delete, while a proposal is addressed to it alone', async () => {
    const lead = await seedLead(kit.db, { email: 'prospect@x.com' });
    const other = await seedLead(kit.db, { email: 'other@x.com' });
    await kit.db.query(`INSERT INTO proposals (lead_id, title) VALUES ($1, 'Shop')`, [lead.id]);

    const single = await kit.call({ action: 'delete_lead', id: lead.id });
    expect(single.status).toBe(409);
    expect(single.body).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringMatching(/proposals/),
    });
    const bulk = await kit.call({ action: 'bulk_delete', ids: [lead.id, other.id] });
    expect(bulk.status).toBe(409);
    expect(await kit.db.query('SELECT email FROM leads ORDER BY email')).toHaveLength(2);

    await kit.db.query('DELETE FROM proposals');
    expect((await kit.call({ action: 'delete_lead', id: lead.id })).status).toBe(200);
  });

  it('refuses an empty list, too many ids, or an unknown status', async () => {
    const empty = await kit.call({ action: 'bulk_delete', ids: [] });
    expect(empty.body.fields).toEqual({ ids: 'Choose at least one lead' });
    const many = await kit.call({ action: 'bulk_delete', ids: Array(501).fill(randomUUID()) });
    expect(many.body.fields).toEqual({ ids: 'At most 500 leads at a time' });
    const status = await kit.call({
      action: 'bulk_update_status',
      ids: [randomUUID()],
      status: 'x',
    });
    expect(status.body.fields.status).toMatch(/^Status must be one of: new, /);
  });
});

describe('get_lead_stats', () => {
  it('counts, averages and sums known data', async () => {
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    const lastMonth = new Date(monthStart.getTime() - 1000).toISOString();
    await seedLead(kit.db, { status: 'new', score: 80, budget: 10000 });
    await seedLead(kit.db, { status: 'new', score: 45, budget: null });
    await seedLead(kit.db, {
      status: 'qualified',
      score: 62,
      budget: 25000,
      created_at: lastMonth,
    });
    await seedLead(kit.db, { status: 'contacted', score: 30, budget: 5000 });
    await seedLead(kit.db, { status: 'proposal', score: 91, budget: 50000 });
    await seedLead(kit.db, { status: 'converted', score: 70, budget: 0 });
    await seedLead(kit.db, { status: 'lost', score: 10, budget: 99000, created_at: lastMonth });
    await seedLead(kit.db, {
      status: 'lost',
      score: 12,
      created_at: monthStart.toISOString(),
    });

    const { status, body } = await kit.call({ action: 'get_lead_stats' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      stats: {
        total: 8,
        new: 2,
        contacted: 1,
        qualified: 1,
        proposal: 1,
        converted: 1,
        lost: 2,
        // (80 + 45 + 62 + 30 + 91 + 70 + 10 + 12) / 8 = 50.0
        averageScore: 50,
        totalValue: 90000,
        thisMonth: 6,
      },
    });
  });

  it('rounds the average score to one decimal, and answers zeros for no leads', async () => {
    expect((await kit.call({ action: 'get_lead_stats' })).body.stats).toEqual({
      total: 0,
      new: 0,
      contacted: 0,
      qualified: 0,
      proposal: 0,
      converted: 0,
      lost: 0,
      averageScore: 0,
      totalValue: 0,
      thisMonth: 0,
    });
    for (const score of [10, 20, 21]) await seedLead(kit.db, { score });
    expect((await kit.call({ action: 'get_lead_stats' })).body.stats.averageScore).toBe(17);
    await seedLead(kit.db, { score: 0 });
    // 51 / 4 = 12.75
    expect((await kit.call({ action: 'get_lead_stats' })).body.stats.averageScore).toBe(12.8);
  });
});

describe('the seeded scoring criteria', () => {
  it('are the defaults the scoring is tested with', async () => {
    expect(await loadScoringCriteria(kit.db)).toEqual(defaultScoringCriteria);
  });
});

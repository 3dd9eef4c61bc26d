import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice } from '../client-management/records-test-data.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';
import { NOT_LINKED_MESSAGE } from './portal-client.ts';

const kit = useFunctionKit({ truncate: PORTAL_TRUNCATE });

let a: PortalTestClient;
let b: PortalTestClient;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
});

async function insertProject(clientId: string, status = 'in_progress'): Promise<string> {
  const [row] = await kit.db.query<{ id: string }>(
    `INSERT INTO projects (client_id, name, status) VALUES ($1, 'Website', $2) RETURNING id`,
    [clientId, status],
  );
  if (!row) throw new Error('no project');
  await kit.db.query(
    `INSERT INTO project_milestones (project_id, position, name, due_date, is_done)
     VALUES ($1, 1, 'Design', '2099-01-10', true), ($1, 2, 'Build', '2099-02-10', false),
            ($1, 3, 'Launch', NULL, false)`,
    [row.id],
  );
  return row.id;
}

async function insertProposal(clientId: string, status: string, validUntil: string | null) {
  const [row] = await kit.db.query<{ id: string }>(
    `INSERT INTO proposals (client_id, title, status, valid_until, total_cents, subtotal_cents,
                            sent_at)
     VALUES ($1, 'Redesign', $2, $3, 90000, 90000, now()) RETURNING id`,
    [clientId, status, validUntil],
  );
  return row?.id;
}

describe('client-portal get_overview', () => {
  it("answers the caller's balance, invoices, proposals and milestones, and no one else's", async () => {
    await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 10_000, dueDate: '2099-03-01' });
    await insertTestInvoice(kit.db, {
      clientId: a.id,
      totalCents: 5_000,
      paidCents: 2_000,
      dueDate: '2020-01-01',
    });
    await insertTestInvoice(kit.db, {
      clientId: a.id,
      totalCents: 7_000,
      status: 'paid',
      paidCents: 7_000,
    });
    await insertTestInvoice(kit.db, { clientId: a.id, totalCents: 4_000, status: 'draft' });
    await insertTestInvoice(kit.db, { clientId: b.id, totalCents: 99_900 });
    const waiting = await insertProposal(a.id, 'sent', '2099-01-01');
    await insertProposal(a.id, 'sent', '2020-01-01');
    await insertProposal(a.id, 'draft', null);
    await insertProposal(b.id, 'sent', null);
    await kit.db.query(
      `INSERT INTO portal_messages (client_id, author_role, body, created_at)
       VALUES ($1, 'agency', 'Welcome aboard', now() - interval '1 hour'),
              ($1, 'client', 'Thanks!', now()), ($2, 'client', 'For B only', now())`,
      [a.id, b.id],
    );
    const projectId = await insertProject(a.id);
    await insertProject(a.id, 'completed');
    await insertProject(b.id);

    const { status, body } = await portalCaller(kit, a)({ action: 'get_overview' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.client).toEqual({
      id: a.id,
      name: a.name,
      company: 'Client A Ltd',
      language: 'en',
    });
    expect(body.balance_due).toEqual([{ currency: 'USD', cents: 13_000 }]);
    expect(body.invoices_to_pay).toEqual([
      expect.objectContaining({ balance_cents: 3_000, status: 'overdue', due_date: '2020-01-01' }),
      expect.objectContaining({ balance_cents: 10_000, status: 'sent', total_cents: 10_000 }),
    ]);
    expect(body.proposals_waiting).toEqual([
      {
        id: waiting,
        title: 'Redesign',
        currency: 'USD',
        total_cents: 90_000,
        valid_until: '2099-01-01',
      },
    ]);
    expect(body.next_milestones).toEqual([
      { project_id: projectId, project_name: 'Website', title: 'Build', due_date: '2099-02-10' },
      { project_id: projectId, project_name: 'Website', title: 'Launch', due_date: null },
    ]);
    expect(body.contracts_waiting).toEqual([]);
    expect(body.latest_messages).toEqual([
      expect.objectContaining({ author_role: 'client', body: 'Thanks!', project_id: null }),
      expect.objectContaining({ author_role: 'agency', body: 'Welcome aboard' }),
    ]);

    const other = await portalCaller(kit, b)({ action: 'get_overview' });
    expect(other.body.balance_due).toEqual([{ currency: 'USD', cents: 99_900 }]);
    expect(other.body.proposals_waiting).toHaveLength(1);
    expect(other.body.next_milestones).toHaveLength(2);
    expect(other.body.invoices_to_pay).toHaveLength(1);
    expect(other.body.latest_messages).toEqual([expect.objectContaining({ body: 'For B only' })]);
  });

  it('answers empty lists to a client with nothing yet', async () => {
    const { body } = await portalCaller(kit, a)({ action: 'get_overview' });
    expect(body).toMatchObject({
      balance_due: [],
      invoices_to_pay: [],
      proposals_waiting: [],
      contracts_waiting: [],
      next_milestones: [],
      latest_messages: [],
    });
  });
});

describe('a client account not linked to a client', () => {
  it('gets 403 NOT_LINKED, and the admins are told once', async () => {
    const email = `lonely-${crypto.randomUUID()}@example.com`;
    const lonely = await kit.signIn({ role: 'client', email });
    const call = portalCaller(kit, lonely);
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await call({ action: 'get_overview' });
      expect(status).toBe(403);
      expect(body).toEqual({ success: false, code: 'NOT_LINKED', error: NOT_LINKED_MESSAGE });
    }
    const notices = await kit.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE user_id = $1 AND title = 'Portal access requested'`,
      [kit.adminId],
    );
    expect(notices).toEqual([{ message: `A client account is not linked: ${email}` }]);
  });
});

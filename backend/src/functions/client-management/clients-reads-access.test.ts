import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { clientCalls, missingId } from './clients-test-data.ts';
import { insertTestInvoice, insertTestPayment } from './records-test-data.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });
const { call, createClient } = clientCalls(kit);

describe('get_client', () => {
  it('answers the client with its balance and its projects, invoices and payments', async () => {
    const client = await createClient();
    const { body: created } = await kit.call('project-management', {
      action: 'create_project',
      client_id: client.id,
      name: 'Shop',
    });
    const projectId = created.project.id;
    await insertTestInvoice(kit.db, {
      clientId: client.id,
      projectId,
      totalCents: 500_000,
      paidCents: 200_000,
    });
    await insertTestInvoice(kit.db, {
      clientId: client.id,
      totalCents: 100_000,
      status: 'paid',
      paidCents: 100_000,
    });
    // Neither a draft nor a cancelled invoice is owed.
    await insertTestInvoice(kit.db, { clientId: client.id, totalCents: 70_000, status: 'draft' });
    await insertTestInvoice(kit.db, {
      clientId: client.id,
      totalCents: 30_000,
      status: 'cancelled',
    });
    await insertTestPayment(kit.db, { amountCents: 5_000, clientId: client.id });

    const { status, body } = await call({ action: 'get_client', id: client.id });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({
      id: client.id,
      project_count: 1,
      invoiced_cents: 600_000,
      paid_cents: 300_000,
      balance_cents: 300_000,
    });
    expect(body.projects.map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect(body.invoices).toHaveLength(4);
    expect(body.payments).toHaveLength(1);
    expect(body.proposals).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [missingId, '42']) {
      const { status, body } = await call({ action: 'get_client', id });
      expect(status).toBe(404);
      expect(body.error).toBe('Client not found');
    }
  });
});

describe('get_clients', () => {
  async function seed() {
    const ann = await createClient({ name: 'Ann', email: 'ann@a.com', company: 'Alpha 100%' });
    const bob = await createClient({ name: 'bob', email: 'bo_b@beta.com', company: 'Beta' });
    const cy = await createClient({ name: 'Cy', email: 'cy@c.com', status: 'inactive' });
    await insertTestInvoice(kit.db, { clientId: bob.id, totalCents: 900 });
    await insertTestInvoice(kit.db, { clientId: cy.id, totalCents: 300 });
    return { ann, bob, cy };
  }
  const names = (body: { clients: { name: string }[] }) => body.clients.map((c) => c.name);

  it('lists the newest first with the total, one page at a time', async () => {
    await seed();
    const first = await call({ action: 'get_clients', pageSize: 2 });
    expect(first.body).toMatchObject({ success: true, total: 3, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['Cy', 'bob']);
    const second = await call({ action: 'get_clients', pageSize: 2, page: 2 });
    expect(names(second.body)).toEqual(['Ann']);
    expect(second.body.total).toBe(3);
  });

  it('searches name, company and e-mail, taking % and _ literally', async () => {
    await seed();
    const search = async (text: string) =>
      names((await call({ action: 'get_clients', search: text, sort: 'name', order: 'asc' })).body);
    expect(await search('ALPHA')).toEqual(['Ann']);
    expect(await search('100%')).toEqual(['Ann']);
    expect(await search('%')).toEqual(['Ann']);
    expect(await search('o_b')).toEqual(['bob']);
    expect(await search('_')).toEqual(['bob']);
    expect(await search('cy@')).toEqual(['Cy']);
  });

  it('filters by status and sorts by name or balance, either way', async () => {
    await seed();
    const active = await call({
      action: 'get_clients',
      status: 'active',
      sort: 'name',
      order: 'asc',
    });
    expect(names(active.body)).toEqual(['Ann', 'bob']);
    expect(active.body.total).toBe(2);
    const both = await call({ action: 'get_clients', status: ['active', 'inactive'] });
    expect(both.body.total).toBe(3);
    const byName = await call({ action: 'get_clients', sort: 'name', order: 'desc' });
    expect(names(byName.body)).toEqual(['Cy', 'bob', 'Ann']);
    const byBalance = await call({ action: 'get_clients', sort: 'balance_cents' });
    expect(names(byBalance.body)).toEqual(['bob', 'Cy', 'Ann']);
    expect(byBalance.body.clients[0].balance_cents).toBe(900);
  });

  it('refuses bad list parameters with field messages', async () => {
    const { status, body } = await call({
      action: 'get_clients',
      status: 'gone',
      sort: 'email',
      order: 'up',
      page: 0,
      pageSize: 101,
      search: 'x'.repeat(201),
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      status: 'Status must be one of: active, inactive, or a list of them',
      sort: 'sort must be one of: created_at, name, balance_cents',
      order: 'order must be asc or desc',
      page: 'page starts at 1',
      pageSize: 'pageSize is at most 100',
      search: 'search must be at most 200 characters',
    });
  });
});

describe('who may call client-management', () => {
  const actions = [
    'get_clients',
    'get_client',
    'create_client',
    'update_client',
    'delete_client',
    'convert_lead',
  ];

  it('answers 401 without a session and 403 to a client, for every action', async () => {
    for (const action of actions) {
      const anonymous = await call({ action, id: missingId }, 'anonymous');
      expect(anonymous.status, action).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
      const client = await call({ action, id: missingId }, 'client');
      expect(client.status, action).toBe(403);
      expect(client.body.code).toBe('FORBIDDEN');
    }
  });

  it('lets a super admin in', async () => {
    expect((await call({ action: 'get_clients' }, 'super_admin')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';
import { insertTestInvoice, insertTestPayment } from './records-test-data.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('client-management', { ...body }, as);

const jane = { name: '  Jane Doe ', email: ' Jane@Studio.com ', company: 'Studio' };

async function createClient(fields: Record<string, unknown> = jane) {
  const { status, body } = await call({ action: 'create_client', ...fields });
  expect(status).toBe(200);
  return body.client;
}

const missingId = '00000000-0000-4000-8000-000000000000';

describe('create_client', () => {
  it('stores a trimmed client in the agency currency and answers it with its money', async () => {
    const { status, body } = await call({
      action: 'create_client',
      ...jane,
      phone: ' ',
      address: '1 Rue de la Paix\nParis',
      tax_id: 'FR123',
      notes: 'Met at the fair',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      client: {
        id: expect.any(String),
        name: 'Jane Doe',
        company: 'Studio',
        email: 'jane@studio.com',
        phone: null,
        address: '1 Rue de la Paix\nParis',
        tax_id: 'FR123',
        notes: 'Met at the fair',
        status: 'active',
        language: 'en',
        currency: 'USD',
        user_id: null,
        lead_id: null,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        project_count: 0,
        invoiced_cents: 0,
        paid_cents: 0,
        balance_cents: 0,
        portal: { status: 'none', invited_at: null, email: null },
      },
    });
  });

  it('takes the currency from the agency setting', async () => {
    await kit.db.query(`UPDATE app_settings SET value = '"EUR"' WHERE key = 'agency.currency'`);
    try {
      expect((await createClient()).currency).toBe('EUR');
    } finally {
      await kit.db.query(`UPDATE app_settings SET value = '"USD"' WHERE key = 'agency.currency'`);
    }
  });

  it('says what is wrong with each field and stores nothing', async () => {
    const { status, body } = await call({
      action: 'create_client',
      name: ' ',
      email: 'not-an-email',
      company: 'x'.repeat(201),
      address: 'x'.repeat(1001),
      tax_id: 'x'.repeat(51),
      notes: 'x'.repeat(5001),
      status: 'archived',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Name is required',
        email: 'Enter a valid e-mail address',
        company: 'Company must be at most 200 characters',
        address: 'Address must be at most 1000 characters',
        tax_id: 'Tax id must be at most 50 characters',
        notes: 'Notes must be at most 5000 characters',
        status: 'Status must be one of: active, inactive',
      },
      fieldCodes: {
        name: { code: 'required' },
        email: { code: 'invalid_email' },
        company: { code: 'too_long', max: 200 },
        address: { code: 'too_long', max: 1000 },
        tax_id: { code: 'too_long', max: 50 },
        notes: { code: 'too_long', max: 5000 },
        status: { code: 'invalid_choice' },
      },
    });
    const missing = await call({ action: 'create_client', name: 'x'.repeat(201) });
    expect(missing.body.fields).toEqual({
      name: 'Name must be at most 200 characters',
      email: 'E-mail is required',
    });
    expect(await kit.db.query('SELECT id FROM clients')).toEqual([]);
  });

  it('refuses a second client with the same e-mail, whatever its case', async () => {
    await createClient();
    const { status, body } = await call({
      action: 'create_client',
      name: 'J',
      email: 'JANE@studio.com',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'CONFLICT',
      error: 'A client with this e-mail already exists',
    });
  });

  it('links a portal account only when it is a free client account', async () => {
    const portal = await kit.signIn({ role: 'client' });
    const client = await createClient({ ...jane, user_id: portal.userId });
    expect(client.user_id).toBe(portal.userId);

    const cases: [unknown, string][] = [
      [missingId, 'No such user account'],
      ['nope', 'No such user account'],
      [kit.adminId, 'Only an account with the client role can be linked'],
      [portal.userId, 'This account already belongs to another client'],
    ];
    for (const [userId, message] of cases) {
      const { status, body } = await call({
        action: 'create_client',
        name: 'Sam',
        email: 'sam@example.com',
        user_id: userId,
      });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ user_id: message });
    }
  });
});

describe('update_client', () => {
  it('changes only the fields sent; null clears an optional one', async () => {
    const client = await createClient({ ...jane, phone: '555 0123' });
    const { status, body } = await call({
      action: 'update_client',
      id: client.id,
      phone: null,
      status: 'inactive',
      notes: '  Prefers e-mail  ',
    });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({
      name: 'Jane Doe',
      company: 'Studio',
      email: 'jane@studio.com',
      phone: null,
      status: 'inactive',
      notes: 'Prefers e-mail',
    });
    expect(body.client.updated_at >= client.updated_at).toBe(true);
  });

  it("refuses another client's e-mail but keeps its own", async () => {
    const client = await createClient();
    await createClient({ name: 'Sam', email: 'sam@example.com' });
    const own = await call({ action: 'update_client', id: client.id, email: 'JANE@studio.com' });
    expect(own.status).toBe(200);
    const taken = await call({ action: 'update_client', id: client.id, email: 'sam@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('A client with this e-mail already exists');
  });

  it('validates the fields sent', async () => {
    const client = await createClient();
    const { status, body } = await call({ action: 'update_client', id: client.id, name: '' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ name: 'Name is required' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [missingId, 'not-a-uuid']) {
      const { status, body } = await call({ action: 'update_client', id, name: 'X' });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', error: 'Client not found' });
    }
  });
});

describe('delete_client', () => {
  it('deletes a client without records', async () => {
    const client = await createClient();
    expect((await call({ action: 'delete_client', id: client.id })).body).toEqual({
      success: true,
    });
    expect((await call({ action: 'get_client', id: client.id })).status).toBe(404);
    expect((await call({ action: 'delete_client', id: client.id })).status).toBe(404);
  });

  it('refuses to delete a client with a project or money, and says to set it inactive', async () => {
    const withProject = await createClient();
    await kit.call('project-management', {
      action: 'create_project',
      client_id: withProject.id,
      name: 'Shop',
    });
    const withInvoice = await createClient({ name: 'Sam', email: 'sam@example.com' });
    await insertTestInvoice(kit.db, { clientId: withInvoice.id, totalCents: 100, status: 'draft' });
    const withPayment = await createClient({ name: 'Ann', email: 'ann@example.com' });
    await insertTestPayment(kit.db, { amountCents: 100, clientId: withPayment.id });

    const expected: [string, string][] = [
      [withProject.id, 'This client has projects; set it inactive instead of deleting it'],
      [withInvoice.id, 'This client has invoices; set it inactive instead of deleting it'],
      [withPayment.id, 'This client has payments; set it inactive instead of deleting it'],
    ];
    for (const [id, message] of expected) {
      const { status, body } = await call({ action: 'delete_client', id });
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'CONFLICT', error: message });
    }
    expect(await kit.db.query('SELECT id FROM clients')).toHaveLength(3);
  });
});

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

import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { clientCalls, jane, missingId } from './clients-test-data.ts';
import { insertTestInvoice, insertTestPayment } from './records-test-data.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });
const { call, createClient } = clientCalls(kit);

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

import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';
import { convertLeadToClient } from './convert-lead-to-client.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('client-management', body, as);

async function createLead(fields: Record<string, unknown> = {}) {
  const { status, body } = await kit.call('lead-management', {
    action: 'create_lead',
    name: 'Jane Doe',
    email: 'jane@studio.com',
    phone: '+33 1 23 45 67 89',
    company: 'Studio',
    notes: 'A new shop for our ceramics.',
    status: 'qualified',
    ...fields,
  });
  expect(status).toBe(200);
  return body.lead;
}

const history = (leadId: string) =>
  kit.db.query<{ from_status: string | null; to_status: string; changed_by: string | null }>(
    `SELECT from_status, to_status, changed_by FROM lead_status_history
     WHERE lead_id = $1 ORDER BY changed_at, id`,
    [leadId],
  );

const leadRow = async (id: string) =>
  (
    await kit.db.query<{ status: string; converted_client_id: string | null }>(
      'SELECT status, converted_client_id FROM leads WHERE id = $1',
      [id],
    )
  )[0];

describe('convert_lead', () => {
  it("makes the lead's data a client, marks the lead converted and records it", async () => {
    const lead = await createLead();
    const { status, body } = await call({ action: 'convert_lead', lead_id: lead.id });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@studio.com',
      phone: '+33 1 23 45 67 89',
      company: 'Studio',
      notes: 'A new shop for our ceramics.',
      address: null,
      status: 'active',
      currency: 'USD',
      lead_id: lead.id,
      balance_cents: 0,
    });
    expect(body.lead).toMatchObject({
      id: lead.id,
      status: 'converted',
      converted_client_id: body.client.id,
      grade: lead.grade,
    });
    expect(await leadRow(lead.id)).toEqual({
      status: 'converted',
      converted_client_id: body.client.id,
    });
    expect(await history(lead.id)).toEqual([
      { from_status: null, to_status: 'qualified', changed_by: kit.adminId },
      { from_status: 'qualified', to_status: 'converted', changed_by: kit.adminId },
    ]);
  });

  it('lets the payload override and complete what the lead says', async () => {
    const lead = await createLead();
    const { status, body } = await call({
      action: 'convert_lead',
      lead_id: lead.id,
      name: 'Jane D.',
      email: 'Billing@Studio.com',
      company: null,
      address: '1 Rue de la Paix',
      tax_id: 'FR123',
    });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({
      name: 'Jane D.',
      email: 'billing@studio.com',
      company: null,
      phone: '+33 1 23 45 67 89',
      address: '1 Rue de la Paix',
      tax_id: 'FR123',
    });
  });

  it('refuses a lead that is already a client', async () => {
    const lead = await createLead();
    await call({ action: 'convert_lead', lead_id: lead.id });
    const { status, body } = await call({
      action: 'convert_lead',
      lead_id: lead.id,
      email: 'other@studio.com',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'CONFLICT', error: 'This lead is already a client' });
    expect(await kit.db.query('SELECT id FROM clients')).toHaveLength(1);
  });

  it("refuses a lead whose e-mail is a client's, and changes nothing", async () => {
    await call({ action: 'create_client', name: 'Jane', email: 'jane@studio.com' });
    const lead = await createLead();
    const { status, body } = await call({ action: 'convert_lead', lead_id: lead.id });
    expect(status).toBe(409);
    expect(body.error).toBe('A client with this e-mail already exists');
    expect(await leadRow(lead.id)).toEqual({ status: 'qualified', converted_client_id: null });
    expect(await history(lead.id)).toHaveLength(1);
    expect(await kit.db.query('SELECT id FROM clients')).toHaveLength(1);
  });

  it('validates the overrides and changes nothing when one is wrong', async () => {
    const lead = await createLead();
    const invalid = await call({ action: 'convert_lead', lead_id: lead.id, name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ name: 'Name is required' });
    const badUser = await call({
      action: 'convert_lead',
      lead_id: lead.id,
      user_id: kit.adminId,
    });
    expect(badUser.status).toBe(400);
    expect(badUser.body.fields).toEqual({
      user_id: 'Only an account with the client role can be linked',
    });
    expect(await leadRow(lead.id)).toEqual({ status: 'qualified', converted_client_id: null });
    expect(await kit.db.query('SELECT id FROM clients')).toEqual([]);
  });

  it('answers 404 for an unknown or malformed lead id, 400 without one', async () => {
    for (const leadId of ['00000000-0000-4000-8000-000000000000', 'lead-1']) {
      const { status, body } = await call({ action: 'convert_lead', lead_id: leadId });
      expect(status).toBe(404);
      expect(body.error).toBe('Lead not found');
    }
    const { status, body } = await call({ action: 'convert_lead' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ lead_id: 'lead_id is required' });
  });

  it('converts a lead again once its client was deleted', async () => {
    const lead = await createLead();
    const first = await call({ action: 'convert_lead', lead_id: lead.id });
    await call({ action: 'delete_client', id: first.body.client.id });
    const again = await call({ action: 'convert_lead', lead_id: lead.id });
    expect(again.status).toBe(200);
    // Already converted: no second history entry for a status that did not change.
    expect(await history(lead.id)).toHaveLength(2);
  });
});

describe('convertLeadToClient', () => {
  it("leaves the rollback to the caller's transaction", async () => {
    const lead = await createLead();
    const failure = new Error('a later step of the caller failed');
    await expect(
      kit.db.transaction(async (tx) => {
        const { client } = await convertLeadToClient(tx, { leadId: lead.id, changedBy: null });
        expect(client.lead_id).toBe(lead.id);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await leadRow(lead.id)).toEqual({ status: 'qualified', converted_client_id: null });
    expect(await history(lead.id)).toHaveLength(1);
    expect(await kit.db.query('SELECT id FROM clients')).toEqual([]);
  });

  it('records the change without an author when there is none', async () => {
    const lead = await createLead();
    await kit.db.transaction((tx) =>
      convertLeadToClient(tx, {
        leadId: lead.id,
        changedBy: null,
        overrides: { status: 'inactive' },
      }),
    );
    expect((await history(lead.id))[1]).toEqual({
      from_status: 'qualified',
      to_status: 'converted',
      changed_by: null,
    });
    const [client] = await kit.db.query<{ status: string }>('SELECT status FROM clients');
    expect(client?.status).toBe('inactive');
  });
});

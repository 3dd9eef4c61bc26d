import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls, missingId, sampleContract } from './contracts-test-data.ts';

const kit = useFunctionKit({ truncate: ['contract_templates', 'clients'] });
const { call, ok, createTemplate, createClient, createProject } = contractCalls(kit);

/** A draft for a new client with a project: the template's every variable filled. */
let clients = 0;
async function draft(changes: Record<string, unknown> = {}) {
  const template = await createTemplate();
  clients += 1;
  const clientId = await createClient(`client${clients}@studio.com`);
  const projectId = await createProject(clientId);
  const { contract } = await ok({
    action: 'create_contract',
    ...sampleContract(template.id, clientId, { project_id: projectId, ...changes }),
  });
  return contract;
}

/** Marks a contract sent in SQL: sending is the next slice's action. */
const markSent = (id: string) =>
  kit.db.query(`UPDATE contracts SET status = 'sent', sent_at = now() WHERE id = $1`, [id]);

describe('update_contract', () => {
  it('re-fills the text of a draft with the new values and replaces the signers', async () => {
    const contract = await draft();
    const { status, body } = await call({
      action: 'update_contract',
      id: contract.id,
      title: 'Website Agreement v2',
      value: 900_000,
      variables: { terms: 'on delivery' },
      signers: [{ name: 'Bob Boss', email: 'bob@studio.com', role: 'CEO' }],
      expires_at: '2199-01-01T12:00:00Z',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.contract).toMatchObject({
      title: 'Website Agreement v2',
      value: 900_000,
      expires_at: '2199-01-01T12:00:00.000Z',
    });
    expect(body.contract.body[1].body).toBe(
      'The fee for New Website is $9,000.00, paid on delivery.',
    );
    expect(body.contract.signatories).toEqual([
      expect.objectContaining({ name: 'Bob Boss', email: 'bob@studio.com', position: 1 }),
    ]);
    // What is not sent stays; clearing the value leaves {{contract.value}} unfilled.
    const cleared = await call({ action: 'update_contract', id: contract.id, value: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fields).toEqual({ variables: 'Fill in: contract.value' });
    const kept = await ok({ action: 'update_contract', id: contract.id, title: 'v3' });
    expect(kept.contract.body[1].body).toContain('paid on delivery');
  });

  it('refuses a contract that is no longer a draft (409), and an unknown one (404)', async () => {
    const contract = await draft();
    await markSent(contract.id);
    const sent = await call({ action: 'update_contract', id: contract.id, title: 'x' });
    expect(sent.status).toBe(409);
    expect(sent.body.error).toBe('Only a draft can be edited; this contract is sent');
    expect((await call({ action: 'update_contract', id: missingId })).status).toBe(404);
    expect((await call({ action: 'update_contract', id: 7 })).status).toBe(400);
  });
});

describe('get_contracts and get_contract', () => {
  it('lists newest first, by status and client, a page at a time', async () => {
    const first = await draft({ title: 'First' });
    const second = await draft({ title: 'Second' });
    await markSent(first.id);
    const all = await ok({ action: 'get_contracts' });
    expect(all.contracts.map((c: { title: string }) => c.title)).toEqual(['Second', 'First']);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.contracts[0].signatories).toHaveLength(1);
    expect(all.contracts[0]).not.toHaveProperty('body');
    const sent = await ok({ action: 'get_contracts', status: 'sent' });
    expect(sent.contracts.map((c: { id: string }) => c.id)).toEqual([first.id]);
    const ofClient = await ok({ action: 'get_contracts', client_id: second.client_id });
    expect(ofClient.total).toBe(1);
    const page2 = await ok({ action: 'get_contracts', page: 2, pageSize: 1 });
    expect(page2.contracts.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect((await ok({ action: 'get_contracts', client_id: 'x' })).total).toBe(0);
    const bad = await call({ action: 'get_contracts', status: 'lost', page: 0, pageSize: '5' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      status: 'status must be one of: draft, sent, signed, declined, expired, cancelled',
      page: 'page starts at 1',
      pageSize: 'pageSize must be a whole number',
    });
  });

  it('get_contract answers the text, the signatories and the audit trail', async () => {
    const contract = await draft();
    const { contract: read } = await ok({ action: 'get_contract', id: contract.id });
    expect(read).toEqual(contract);
    expect((await call({ action: 'get_contract', id: missingId })).status).toBe(404);
    expect((await call({ action: 'get_contract', id: 'a\u0000b' })).status).toBe(400);
  });
});

describe('cancel_contract', () => {
  it('cancels a draft or a sent contract with an audit entry, and refuses twice', async () => {
    const contract = await draft();
    const { status, body } = await call({ action: 'cancel_contract', id: contract.id });
    expect(status).toBe(200);
    expect(body.contract).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(body.contract.audit.map((e: { event: string }) => e.event)).toEqual([
      'created',
      'cancelled',
    ]);
    const again = await call({ action: 'cancel_contract', id: contract.id });
    expect(again.status).toBe(409);
    const sent = await draft();
    await markSent(sent.id);
    expect((await call({ action: 'cancel_contract', id: sent.id })).status).toBe(200);
  });

  it('refuses a signed contract', async () => {
    const contract = await draft();
    await kit.db.query(
      `UPDATE contracts SET status = 'signed', sent_at = now(), signed_at = now() WHERE id = $1`,
      [contract.id],
    );
    const answer = await call({ action: 'cancel_contract', id: contract.id });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('This contract is signed and cannot be cancelled');
    expect((await call({ action: 'cancel_contract', id: missingId })).status).toBe(404);
  });
});

describe('the audit trail', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const contract = await draft();
    await expect(
      kit.db.query(`UPDATE contract_audit SET actor = 'someone else' WHERE contract_id = $1`, [
        contract.id,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      kit.db.query('DELETE FROM contract_audit WHERE contract_id = $1', [contract.id]),
    ).rejects.toThrow(/append-only/);
    // Nor can the contract go: its entries would have to.
    await expect(
      kit.db.query('DELETE FROM contracts WHERE id = $1', [contract.id]),
    ).rejects.toThrow();
    const { contract: read } = await ok({ action: 'get_contract', id: contract.id });
    expect(read.audit).toHaveLength(1);
    expect(read.audit[0].actor).not.toBe('someone else');
  });
});

describe("a client's contracts", () => {
  it('keep the client from being deleted: a 409 that says so, not a failure', async () => {
    const contract = await draft();
    const [row] = await kit.db.query<{ client_id: string }>(
      'SELECT client_id FROM contracts WHERE id = $1',
      [contract.id],
    );
    const { status, body } = await kit.call('client-management', {
      action: 'delete_client',
      id: row?.client_id,
    });
    expect(status).toBe(409);
    expect(body.error).toBe(
      'This client has projects, contracts; set it inactive instead of deleting it',
    );
  });
});

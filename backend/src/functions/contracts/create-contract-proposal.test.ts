import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { dayFromToday } from '../invoice-management/seed-records.ts';
import { contractCalls, missingId } from './contracts-test-data.ts';

const kit = useFunctionKit({ truncate: ['contract_templates', 'clients', 'leads'] });
const { call, ok, createTemplate, createClient } = contractCalls(kit);
const signers = [{ name: 'Jane Doe', email: 'jane@studio.com' }];

const proposals = async (body: Record<string, unknown>) => {
  const answer = await kit.call('proposal-management', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** A proposal of 1,234.50 + 500.00 to `clientId`, sent, and accepted unless told. */
async function proposal(clientId: string, options: { accept?: boolean } = {}) {
  const { proposal } = await proposals({
    action: 'create_proposal',
    title: 'Shop redesign',
    client_id: clientId,
    items: [
      { description: 'Design', quantity: 1, unit_price_cents: 123_450 },
      { description: 'Build', quantity: 2, unit_price_cents: 25_000 },
    ],
    valid_until: dayFromToday(30),
  });
  await proposals({ action: 'send_proposal', id: proposal.id });
  if (options.accept === false) return { id: proposal.id as string, projectId: null };
  const accepted = await proposals({ action: 'accept_proposal', id: proposal.id });
  return { id: proposal.id as string, projectId: accepted.project.id as string };
}

describe('create_contract from an accepted proposal', () => {
  it("takes the proposal's client, project, title and total, and records the proposal", async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const accepted = await proposal(clientId);
    const { contract } = await ok({
      action: 'create_contract',
      template_id: template.id,
      proposal_id: accepted.id,
      signers,
    });
    expect(contract).toMatchObject({
      title: 'Shop redesign',
      client_id: clientId,
      project_id: accepted.projectId,
      project_name: 'Shop redesign',
      proposal_id: accepted.id,
      value: 173_450,
      status: 'draft',
    });
    expect(contract.variables['contract.value']).toBe('$1,734.50');
    expect(contract.audit[0]).toMatchObject({
      event: 'created',
      details: { proposal_id: accepted.id },
    });
  });

  it('lets the values sent win, the client included when it is the same', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const accepted = await proposal(clientId);
    const { contract } = await ok({
      action: 'create_contract',
      template_id: template.id,
      proposal_id: accepted.id,
      client_id: clientId,
      title: 'Shop agreement',
      value: 90_000,
      signers,
    });
    expect(contract).toMatchObject({ title: 'Shop agreement', value: 90_000 });
  });

  it('refuses a proposal not accepted (409), an unknown one and another client (400)', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const sent = await proposal(clientId, { accept: false });
    const notYet = await call({
      action: 'create_contract',
      template_id: template.id,
      proposal_id: sent.id,
      signers,
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toBe('Only an accepted proposal can become a contract');

    for (const id of [missingId, 'nope']) {
      const unknown = await call({
        action: 'create_contract',
        template_id: template.id,
        proposal_id: id,
        signers,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields).toEqual({ proposal_id: 'No such proposal' });
    }

    const accepted = await proposal(clientId);
    const otherClient = await createClient('other@studio.com');
    const mismatch = await call({
      action: 'create_contract',
      template_id: template.id,
      proposal_id: accepted.id,
      client_id: otherClient,
      signers,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ client_id: "This is not the proposal's client" });
    const [count] = await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM contracts');
    expect(count?.n).toBe(0);
  });

  it('still needs a client without a proposal', async () => {
    const template = await createTemplate();
    const missing = await call({ action: 'create_contract', template_id: template.id, signers });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ client_id: 'client_id must be an id' });
  });
});

import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls, missingId, sampleContract } from './contracts-test-data.ts';

const kit = useFunctionKit({ truncate: ['contract_templates', 'clients'] });
const { call, ok, createTemplate, createClient, createProject } = contractCalls(kit);

const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(),
);

describe('create_contract', () => {
  it('fills the text from the records, freezes it and answers the draft', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const projectId = await createProject(clientId);
    const { status, body } = await call({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, {
        project_id: projectId,
        variables: { terms: 'in two instalments' },
        signing_order: 'sequential',
        signers: [
          { name: 'Jane Doe', email: 'Jane@Studio.com', role: 'Client' },
          { name: 'Ada Admin', email: 'ada@agency.test', order: 2 },
        ],
      }),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const { contract } = body;
    expect(contract).toMatchObject({
      title: 'Website Agreement',
      client_id: clientId,
      client_name: 'Jane Doe',
      project_id: projectId,
      project_name: 'New Website',
      template_id: template.id,
      proposal_id: null,
      value: 1_250_000,
      currency: 'USD',
      status: 'draft',
      signing_order: 'sequential',
      expires_at: null,
      sent_at: null,
      original_sha256: null,
    });
    expect(contract.body).toEqual([
      { title: 'Parties', body: `Atelier and Jane Doe (Studio), ${today}.` },
      { title: 'Fee', body: 'The fee for New Website is $12,500.00, paid in two instalments.' },
    ]);
    expect(contract.variables).toMatchObject({
      'client.name': 'Jane Doe',
      'contract.value': '$12,500.00',
      terms: 'in two instalments',
    });
    expect(contract.signatories).toEqual([
      expect.objectContaining({ name: 'Jane Doe', email: 'jane@studio.com', position: 1 }),
      expect.objectContaining({ name: 'Ada Admin', role: null, position: 2, status: 'pending' }),
    ]);
    for (const signer of contract.signatories) {
      expect(signer).not.toHaveProperty('token_hash');
      expect(signer.signed).toBe(false);
    }
    expect(contract.audit).toEqual([
      expect.objectContaining({
        event: 'created',
        actor: expect.stringContaining('admin '),
        ip: '203.0.113.1',
        signer_id: null,
      }),
    ]);
    const [used] = (await ok({ action: 'get_templates' })).templates;
    expect(used.usage_count).toBe(1);
  });

  it('uses the template default and refuses the variables left unfilled', async () => {
    const template = await createTemplate();
    const clientId = await createClient('bob@solo.test', null);
    const { status, body } = await call({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, { value: undefined }),
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      variables: 'Fill in: client.company, project.name, contract.value',
    });
    // A value sent fills a record value the client lacks; the default fills {{terms}}.
    const filled = await ok({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, {
        variables: { 'client.company': 'Solo', 'project.name': 'Shop' },
      }),
    });
    expect(filled.contract.body[1].body).toBe('The fee for Shop is $12,500.00, paid monthly.');
    expect((await ok({ action: 'get_contracts' })).total).toBe(1);
  });

  it('checks the references: template, client, and a project of that client', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const otherProject = await createProject(await createClient('other@x.test'));
    const answers = await Promise.all([
      call({ action: 'create_contract', ...sampleContract(missingId, clientId) }),
      call({ action: 'create_contract', ...sampleContract(template.id, missingId) }),
      call({
        action: 'create_contract',
        ...sampleContract(template.id, clientId, { project_id: otherProject }),
      }),
      call({
        action: 'create_contract',
        ...sampleContract(template.id, clientId, { project_id: 'nope' }),
      }),
    ]);
    expect(answers.map((a) => [a.status, a.body.fields])).toEqual([
      [400, { template_id: 'No such template' }],
      [400, { client_id: 'No such client' }],
      [400, { project_id: 'This project belongs to another client' }],
      [400, { project_id: 'No such project' }],
    ]);
  });

  it('says what is wrong with the fields and the signers, and stores nothing', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const { status, body } = await call({
      action: 'create_contract',
      template_id: template.id,
      client_id: clientId,
      title: 'Bad\u0000title',
      value: -5,
      variables: { 'Not A Key': 'x', terms: 7 },
      expires_at: '2020-01-01',
      signing_order: 'random',
      signers: [
        { name: 'A', email: 'a@x.test' },
        { name: '', email: 'A@x.test', order: 0 },
        { name: 'C', email: 'not-an-email' },
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      title: 'Title must not contain control characters or line breaks',
      value: 'value cannot be negative',
      'variables.terms': 'Variable value is required',
      'variables.Not A Key': 'Unknown variable name',
      expires_at: 'expires_at must be in the future',
      signing_order: 'signing_order must be one of: parallel, sequential',
      'signers.1.name': 'Signer name is required',
      'signers.1.order': 'order must be a whole number from 1 to 100',
      'signers.2.email': 'Enter a valid e-mail address',
      'signers.1.email': 'Each signer needs a different e-mail address',
    });
    const none = await call({ action: 'create_contract', template_id: template.id });
    expect(none.body.fields).toMatchObject({
      client_id: 'client_id must be an id',
      signers: 'signers must be a list',
    });
    const empty = await call({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, { signers: [], expires_at: '2026-02-30' }),
    });
    expect(empty.body.fields).toEqual({
      signers: 'A contract needs at least one signer',
      expires_at: 'expires_at must be a date (YYYY-MM-DD) or an ISO date-time',
    });
    expect((await ok({ action: 'get_contracts' })).contracts).toEqual([]);
  });

  it('keeps an expiry date as the end of that day', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const { contract } = await ok({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, {
        project_id: await createProject(clientId),
        expires_at: '2199-06-30',
      }),
    });
    expect(contract.expires_at).toBe('2199-07-01T00:00:00.000Z');
  });
});

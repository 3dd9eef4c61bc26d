import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls, missingId, sampleTemplate } from './contracts-test-data.ts';

// The seeded templates go too: each test starts with none (seeded-templates.test.ts reads them).
const kit = useFunctionKit({ truncate: ['contract_templates', 'clients'] });
const { call, createTemplate } = contractCalls(kit);

describe('contract templates', () => {
  it('create_template stores the clauses in order and the custom variables', async () => {
    const { status, body } = await call({
      action: 'create_template',
      ...sampleTemplate({ name: ' NDA ', type: 'custom' }),
    });
    expect(status).toBe(200);
    expect(body.template).toEqual({
      id: expect.any(String),
      name: 'NDA',
      type: 'custom',
      description: 'For small sites.',
      clauses: sampleTemplate().clauses,
      variables: [{ key: 'terms', label: 'Payment terms', default: 'monthly' }],
      usage_count: 0,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('refuses clauses using a variable nobody declared, and bad fields', async () => {
    const undeclared = await call({
      action: 'create_template',
      ...sampleTemplate({ variables: [] }),
    });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.fields).toEqual({
      variables: 'Declare the variables the clauses use: terms',
    });
    const bad = await call({
      action: 'create_template',
      name: 'A\u0000B',
      type: 'lease',
      clauses: [],
      variables: [{ key: 'Bad Key', label: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Name must not contain control characters or line breaks',
      type: 'Type must be one of: service, maintenance, consulting, custom',
      clauses: 'A template needs at least one clause',
      'variables.0.key':
        'Variable key must start with a lowercase letter and hold only a-z, 0-9 and _',
    });
    expect((await call({ action: 'get_templates' })).body.templates).toEqual([]);
  });

  it('get_templates lists by name, of one type when asked', async () => {
    await createTemplate({ name: 'b retainer', type: 'maintenance' });
    await createTemplate({ name: 'A service' });
    const all = await call({ action: 'get_templates' });
    expect(all.body.templates.map((t: { name: string }) => t.name)).toEqual([
      'A service',
      'b retainer',
    ]);
    const upkeep = await call({ action: 'get_templates', type: 'maintenance' });
    expect(upkeep.body.templates.map((t: { name: string }) => t.name)).toEqual(['b retainer']);
    expect((await call({ action: 'get_templates', type: 'nda' })).status).toBe(400);
  });

  it('update_template changes what is sent and checks one list against the other', async () => {
    const template = await createTemplate();
    const renamed = await call({ action: 'update_template', id: template.id, name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.template).toMatchObject({ name: 'Renamed', type: 'service' });
    expect(renamed.body.template.clauses).toEqual(template.clauses);
    const dropped = await call({ action: 'update_template', id: template.id, variables: [] });
    expect(dropped.status).toBe(400);
    expect(dropped.body.fields).toEqual({
      variables: 'Declare the variables the clauses use: terms',
    });
    const missing = await call({ action: 'update_template', id: missingId, name: 'x' });
    expect(missing.status).toBe(404);
  });

  it('delete_template archives: gone from the list, 404 afterwards', async () => {
    const template = await createTemplate();
    expect((await call({ action: 'delete_template', id: template.id })).status).toBe(200);
    expect((await call({ action: 'get_templates' })).body.templates).toEqual([]);
    expect((await call({ action: 'delete_template', id: template.id })).status).toBe(404);
    expect((await call({ action: 'delete_template', id: 'nope' })).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await call({ action: 'get_templates' }, 'client')).status).toBe(403);
    expect((await call({ action: 'get_templates' }, 'anonymous')).status).toBe(401);
  });
});

import { CONTRACT_TEMPLATE_TYPES } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls } from './contracts-test-data.ts';

// Nothing truncated but clients: the templates of 0017_contracts.sql stay.
const kit = useFunctionKit({ truncate: ['clients'] });
const { call, ok, createClient, createProject } = contractCalls(kit);

describe('the seeded contract templates', () => {
  it('are the service agreement, the retainer, the consulting agreement and the NDA', async () => {
    const { templates } = await ok({ action: 'get_templates' });
    expect(templates.map((t: { name: string }) => t.name)).toEqual([
      'Consulting Agreement',
      'Maintenance Retainer',
      'Mutual Non-Disclosure Agreement',
      'Service Agreement',
    ]);
    expect(new Set(templates.map((t: { type: string }) => t.type))).toEqual(
      new Set(CONTRACT_TEMPLATE_TYPES),
    );
  });

  it('each fills into a complete contract for a client with a project', async () => {
    const clientId = await createClient();
    const projectId = await createProject(clientId);
    const { templates } = await ok({ action: 'get_templates' });
    for (const template of templates) {
      const { status, body } = await call({
        action: 'create_contract',
        template_id: template.id,
        client_id: clientId,
        project_id: projectId,
        value: 500_000,
        variables: { engagement_scope: 'the product roadmap' },
        signers: [{ name: 'Jane Doe', email: 'jane@studio.com' }],
      });
      expect(status, `${template.name}: ${JSON.stringify(body)}`).toBe(200);
      const text = JSON.stringify(body.contract.body);
      expect(text, template.name).not.toContain('{{');
      expect(text, template.name).toContain('Jane Doe');
      expect(text, template.name).toContain('Atelier');
    }
  });
});

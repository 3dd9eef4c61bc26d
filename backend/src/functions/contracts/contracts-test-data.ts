import { expect } from 'vitest';
import type { As, FunctionKit } from '../../test/function-kit.ts';

/** Tests only: the calls and records the contracts tests share. */

export const missingId = '00000000-0000-4000-8000-000000000000';

/** A complete create_template payload: two clauses using record and custom variables. */
export const sampleTemplate = (changes: Record<string, unknown> = {}) => ({
  name: 'Website Agreement',
  type: 'service',
  description: 'For small sites.',
  clauses: [
    {
      title: 'Parties',
      body: '{{agency.name}} and {{client.name}} ({{client.company}}), {{today}}.',
    },
    { title: 'Fee', body: 'The fee for {{project.name}} is {{contract.value}}, paid {{terms}}.' },
  ],
  variables: [{ key: 'terms', label: 'Payment terms', default: 'monthly' }],
  ...changes,
});

export const contractCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>, as: As = 'admin') => kit.call('contracts', body, as);

  const ok = async (body: Record<string, unknown>) => {
    const answer = await call(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  const record = async (name: string, action: string, payload: Record<string, unknown>) => {
    const { status, body } = await kit.call(name, { action, ...payload });
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  return {
    call,
    ok,
    async createTemplate(changes: Record<string, unknown> = {}) {
      return (await ok({ action: 'create_template', ...sampleTemplate(changes) })).template;
    },
    async createClient(email = 'jane@studio.com', company: string | null = 'Studio') {
      const body = await record('client-management', 'create_client', {
        name: 'Jane Doe',
        email,
        ...(company ? { company } : {}),
      });
      return body.client.id as string;
    },
    async createProject(clientId: string, name = 'New Website') {
      const body = await record('project-management', 'create_project', {
        client_id: clientId,
        name,
      });
      return body.project.id as string;
    },
  };
};

/** A contract's payload for the template and client given, with one signer. */
export const sampleContract = (
  templateId: string,
  clientId: string,
  changes: Record<string, unknown> = {},
) => ({
  template_id: templateId,
  client_id: clientId,
  value: 1_250_000,
  signers: [{ name: 'Jane Doe', email: 'jane@studio.com', role: 'Client' }],
  ...changes,
});

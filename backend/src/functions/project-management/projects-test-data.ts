import { expect } from 'vitest';
import type { As, FunctionKit } from '../../test/function-kit.ts';

/** Tests only: the calls and records the project-management tests share. */

export const missingId = '00000000-0000-4000-8000-000000000000';

export const projectCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>, as: As = 'admin') =>
    kit.call('project-management', body, as);

  async function createClient(name = 'Jane Doe', email = 'jane@studio.com', company = 'Studio') {
    const { body } = await kit.call('client-management', {
      action: 'create_client',
      name,
      email,
      company,
    });
    return body.client.id as string;
  }

  async function createMember(name: string, roleTitle: string | null = null) {
    const { body } = await kit.call('team-management', {
      action: 'create_team_member',
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}@agency.com`,
      role_title: roleTitle,
    });
    return body.member.id as string;
  }

  async function createProject(fields: Record<string, unknown>) {
    const { status, body } = await call({ action: 'create_project', ...fields });
    expect(status).toBe(200);
    return body.project;
  }

  return { call, createClient, createMember, createProject };
};

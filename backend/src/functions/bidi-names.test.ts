import { describe, expect, it } from 'vitest';
import { objectPathProblem } from '../storage/object-path.ts';
import { useFunctionKit } from '../test/function-kit.ts';

/**
 * Issue 35: U+202E (right-to-left override) and the other text-direction controls are refused
 * in names, whichever door they come in by, with a field message; right-to-left names are not.
 */
const kit = useFunctionKit({ truncate: ['leads', 'clients', 'team_members'] });

const RLO = '\u202e';
const message = /must not contain text-direction control characters/;

describe('text-direction controls in names', () => {
  it('are refused in a lead from the public form, its name and company', async () => {
    const lead = { action: 'create_lead', email: 'sam@example.com', name: 'Sam' };
    const byName = await kit.call(
      'lead-management',
      { ...lead, name: `Sam${RLO}gpj.exe` },
      'anonymous',
    );
    expect(byName.status).toBe(400);
    expect(byName.body.fields.name).toMatch(message);
    const byCompany = await kit.call(
      'lead-management',
      { ...lead, company: `Acme\u2067Corp` },
      'anonymous',
      { ip: '203.0.113.9' },
    );
    expect(byCompany.status).toBe(400);
    expect(byCompany.body.fields.company).toMatch(message);
  });

  it('are refused in a client, a team member and the agency name', async () => {
    const client = await kit.call('client-management', {
      action: 'create_client',
      name: `Ada${RLO}`,
      email: 'ada@example.com',
    });
    expect(client.status).toBe(400);
    expect(client.body.fields.name).toMatch(message);
    const company = await kit.call('client-management', {
      action: 'create_client',
      name: 'Ada',
      email: 'ada@example.com',
      company: `\u200fAcme`,
    });
    expect(company.status).toBe(400);
    expect(company.body.fields.company).toMatch(message);
    const member = await kit.call('team-management', {
      action: 'create_team_member',
      name: `Grace\u061c`,
      email: 'grace@example.com',
    });
    expect(member.status).toBe(400);
    expect(member.body.fields.name).toMatch(message);
    const agency = await kit.call('site-settings', {
      action: 'update_settings',
      name: `Atelier${RLO}oiduts`,
    });
    expect(agency.status).toBe(400);
    expect(agency.body.fields.name).toMatch(message);
  });

  it('are refused in an account at registration', async () => {
    const answer = await kit.call(
      'user-authentication',
      {
        action: 'register',
        email: 'new@example.com',
        password: 'a long unusual passphrase 42',
        firstName: `Eve${RLO}`,
        lastName: 'Doe',
      },
      'anonymous',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields.firstName).toMatch(message);
  });

  it('leave right-to-left names alone', async () => {
    const client = await kit.call('client-management', {
      action: 'create_client',
      name: 'ليلى عبد الله',
      email: 'layla@example.com',
      company: 'דנה לוי בע״מ',
    });
    expect(client.status).toBe(200);
  });

  it('are refused in file names by the storage path rules', () => {
    expect(objectPathProblem(`client/invoice${RLO}fdp.exe`)).not.toBeNull();
    expect(objectPathProblem('client/\u2066report.pdf')).not.toBeNull();
    expect(objectPathProblem('client/تقرير.pdf')).toBeNull();
  });
});

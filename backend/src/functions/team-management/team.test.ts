import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('team-management', body, as);

const missingId = '00000000-0000-4000-8000-000000000000';

async function createMember(fields: Record<string, unknown> = {}) {
  const { status, body } = await call({
    action: 'create_team_member',
    name: 'Sam Lee',
    email: 'sam@agency.com',
    ...fields,
  });
  expect(status).toBe(200);
  return body.member;
}

describe('create_team_member', () => {
  it('stores the member, active, without an account', async () => {
    const { status, body } = await call({
      action: 'create_team_member',
      name: ' Sam Lee ',
      email: 'Sam@Agency.com',
      role_title: 'Designer',
      hourly_rate_cents: 9_500,
    });
    expect(status).toBe(200);
    expect(body.member).toEqual({
      id: expect.any(String),
      name: 'Sam Lee',
      email: 'sam@agency.com',
      role_title: 'Designer',
      hourly_rate_cents: 9_500,
      currency: 'USD',
      is_active: true,
      user_id: null,
      has_account: false,
      project_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('says what is wrong with each field', async () => {
    const { status, body } = await call({
      action: 'create_team_member',
      name: '',
      email: 'sam',
      role_title: 'x'.repeat(101),
      hourly_rate_cents: 12.5,
      is_active: 'yes',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
      role_title: 'Role must be at most 100 characters',
      hourly_rate_cents: 'Hourly rate must be a whole number of cents',
      is_active: 'is_active must be true or false',
    });
    const negative = await call({
      action: 'create_team_member',
      name: 'Sam',
      email: 'sam@agency.com',
      hourly_rate_cents: -1,
    });
    expect(negative.body.fields).toEqual({ hourly_rate_cents: 'Hourly rate cannot be negative' });
    expect(await kit.db.query('SELECT id FROM team_members')).toEqual([]);
  });

  it('refuses a second member with the same e-mail', async () => {
    await createMember();
    const { status, body } = await call({
      action: 'create_team_member',
      name: 'Other',
      email: 'SAM@agency.com',
    });
    expect(status).toBe(409);
    expect(body.error).toBe('A team member with this e-mail already exists');
  });
});

describe('update_team_member and delete_team_member', () => {
  it('changes only the fields sent; null clears an optional one', async () => {
    const member = await createMember({ role_title: 'Designer', hourly_rate_cents: 100 });
    const { status, body } = await call({
      action: 'update_team_member',
      id: member.id,
      hourly_rate_cents: null,
      is_active: false,
    });
    expect(status).toBe(200);
    expect(body.member).toMatchObject({
      name: 'Sam Lee',
      role_title: 'Designer',
      hourly_rate_cents: null,
      is_active: false,
    });
  });

  it("refuses another member's e-mail", async () => {
    const member = await createMember();
    await createMember({ email: 'kim@agency.com' });
    const { status, body } = await call({
      action: 'update_team_member',
      id: member.id,
      email: 'kim@agency.com',
    });
    expect(status).toBe(409);
    expect(body.error).toBe('A team member with this e-mail already exists');
  });

  it('deletes a member and takes them off their projects', async () => {
    const member = await createMember();
    const { body: client } = await kit.call('client-management', {
      action: 'create_client',
      name: 'Jane',
      email: 'jane@studio.com',
    });
    const { body: created } = await kit.call('project-management', {
      action: 'create_project',
      client_id: client.client.id,
      name: 'Shop',
      member_ids: [member.id],
    });
    expect(created.project.members).toHaveLength(1);
    expect((await call({ action: 'delete_team_member', id: member.id })).body).toEqual({
      success: true,
    });
    const { body } = await kit.call('project-management', {
      action: 'get_project',
      id: created.project.id,
    });
    expect(body.project.members).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const action of ['get_team_member', 'update_team_member', 'delete_team_member']) {
      for (const id of [missingId, 'x']) {
        const { status, body } = await call({ action, id, name: 'X' });
        expect(status, action).toBe(404);
        expect(body.error).toBe('Team member not found');
      }
    }
  });
});

describe('get_team_member', () => {
  it('answers the member with the projects they work on', async () => {
    const member = await createMember();
    const { body: client } = await kit.call('client-management', {
      action: 'create_client',
      name: 'Jane',
      email: 'jane@studio.com',
    });
    for (const name of ['Shop', 'Blog']) {
      await kit.call('project-management', {
        action: 'create_project',
        client_id: client.client.id,
        name,
        member_ids: name === 'Shop' ? [member.id] : [],
      });
    }
    const { status, body } = await call({ action: 'get_team_member', id: member.id });
    expect(status).toBe(200);
    expect(body.member).toMatchObject({ id: member.id, project_count: 1 });
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Shop']);
  });
});

describe('get_team_members', () => {
  async function seed() {
    await createMember({ name: 'Ann', email: 'ann@agency.com', role_title: 'Developer' });
    await createMember({ name: 'bob', email: 'bob@agency.com', role_title: 'Project_lead' });
    await createMember({ name: 'Cy', email: 'cy@freelance.com', is_active: false });
  }
  const names = (body: { members: { name: string }[] }) => body.members.map((m) => m.name);

  it('lists the newest first, one page at a time, with the total', async () => {
    await seed();
    const first = await call({ action: 'get_team_members', pageSize: 2 });
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['Cy', 'bob']);
    const second = await call({ action: 'get_team_members', pageSize: 2, page: 2 });
    expect(names(second.body)).toEqual(['Ann']);
  });

  it('searches name, e-mail and role, filters by activity, sorts by name', async () => {
    await seed();
    const search = async (text: string) =>
      names(
        (await call({ action: 'get_team_members', search: text, sort: 'name', order: 'asc' })).body,
      );
    expect(await search('DEVELOP')).toEqual(['Ann']);
    expect(await search('freelance')).toEqual(['Cy']);
    expect(await search('t_l')).toEqual(['bob']);
    expect(await search('a')).toEqual(['Ann', 'bob', 'Cy']);
    const active = await call({ action: 'get_team_members', is_active: true, sort: 'name' });
    expect(names(active.body)).toEqual(['bob', 'Ann']);
    expect(active.body.total).toBe(2);
    const inactive = await call({ action: 'get_team_members', is_active: false });
    expect(names(inactive.body)).toEqual(['Cy']);
  });

  it('refuses an unknown sort', async () => {
    const { status, body } = await call({ action: 'get_team_members', sort: 'role_title' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ sort: 'sort must be one of: created_at, name' });
  });
});

describe('who may call team-management', () => {
  it('answers 401 without a session and 403 to a client, for every action', async () => {
    const actions = [
      'get_team_members',
      'get_team_member',
      'create_team_member',
      'update_team_member',
      'delete_team_member',
      'invite_team_member',
    ];
    for (const action of actions) {
      expect((await call({ action, id: missingId }, 'anonymous')).status, action).toBe(401);
      expect((await call({ action, id: missingId }, 'client')).status, action).toBe(403);
    }
  });
});

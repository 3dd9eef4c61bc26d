import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['email_outbox'] });

const call = (body: Record<string, unknown>, as: As = 'admin') =>
  kit.call('site-settings', body, as);

const login = (email: string) =>
  kit.call('user-authentication', { action: 'login', email, password: TEST_PASSWORD }, 'anonymous');

/** Staff made by a test; removed before the next one, so the kit's super_admin is the only one. */
const DOMAIN = '@staff.test';
let superAdminId = '';

beforeAll(async () => {
  const [row] = await kit.db.query<{ id: string }>(
    "SELECT id FROM users WHERE role = 'super_admin'",
  );
  superAdminId = row?.id ?? '';
});

beforeEach(async () => {
  await kit.db.query('DELETE FROM users WHERE email LIKE $1', [`%${DOMAIN}`]);
});

async function staff(name: string, role: 'admin' | 'super_admin' = 'admin') {
  const email = `${name}${DOMAIN}`;
  const { userId, token } = await kit.signIn({ role, email, firstName: name, lastName: 'Staff' });
  return { id: userId, email, token };
}

/** A call with another user's session token. */
const callWith = (token: string, body: Record<string, unknown>) =>
  kit.call('site-settings', body, 'admin', { token });

describe('get_users', () => {
  it('lists the staff accounts, super_admins first, never clients', async () => {
    const bea = await staff('bea');
    const { status, body } = await call({ action: 'get_users' });
    expect(status).toBe(200);
    expect(body.users[0]).toMatchObject({ id: superAdminId, role: 'super_admin' });
    expect(body.users.find((user: { id: string }) => user.id === bea.id)).toEqual({
      id: bea.id,
      email: bea.email,
      first_name: 'bea',
      last_name: 'Staff',
      role: 'admin',
      is_active: true,
      last_sign_in_at: null,
      active_sessions: 1,
      created_at: expect.any(String),
    });
    expect(body.users.every((user: { role: string }) => user.role !== 'client')).toBe(true);
    expect((await call({ action: 'get_users' }, 'client')).status).toBe(403);
  });
});

describe('invite_user', () => {
  it('creates an admin account and e-mails the link to choose a password', async () => {
    const { status, body } = await call({
      action: 'invite_user',
      email: ' Carl@Staff.test ',
      first_name: 'Carl',
      last_name: 'Neu',
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: 'carl@staff.test', role: 'admin', is_active: true });
    expect(body.invitation).toEqual({ email: 'carl@staff.test', expires_at: expect.any(String) });
    const mail = await kit.db.query<{ to_email: string; body: string }>(
      'SELECT to_email, body FROM email_outbox',
    );
    expect(mail).toEqual([
      {
        to_email: 'carl@staff.test',
        body: expect.stringContaining('/auth/reset-password?invitation=1&token='),
      },
    ]);

    const again = await call({
      action: 'invite_user',
      email: 'carl@staff.test',
      first_name: 'C',
      last_name: 'N',
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: 'An account with this e-mail already exists' });
  });

  it('says what is wrong with each field', async () => {
    const { status, body } = await call({
      action: 'invite_user',
      email: 'nope',
      first_name: '',
      last_name: 'x'.repeat(101),
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      email: 'Enter a valid e-mail address',
      first_name: 'First name is required',
      last_name: 'Last name must be at most 100 characters',
    });
  });
});

describe('update_user', () => {
  it('lets only a super_admin change roles', async () => {
    const bea = await staff('bea');
    const refused = await call({ action: 'update_user', id: bea.id, role: 'super_admin' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only a super_admin can change roles');

    const promoted = await call(
      { action: 'update_user', id: bea.id, role: 'super_admin' },
      'super_admin',
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe('super_admin');
    // Two super_admins now: the kit's may step down, then Bea is the last one.
    const down = await callWith(bea.token, {
      action: 'update_user',
      id: superAdminId,
      role: 'admin',
    });
    expect(down.status).toBe(200);
    const last = await callWith(bea.token, { action: 'update_user', id: bea.id, role: 'admin' });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe(
      'This is the last active super_admin; make another user super_admin first',
    );
    await callWith(bea.token, { action: 'update_user', id: superAdminId, role: 'super_admin' });
  });

  it('never demotes or deactivates the last super_admin', async () => {
    for (const change of [{ role: 'admin' }, { is_active: false }]) {
      const { status, body } = await call(
        { action: 'update_user', id: superAdminId, ...change },
        'super_admin',
      );
      expect(status).toBe(409);
      expect(body.code).toBe('CONFLICT');
    }
    const [row] = await kit.db.query<{ role: string; deactivated_at: string | null }>(
      'SELECT role, deactivated_at FROM users WHERE id = $1',
      [superAdminId],
    );
    expect(row).toEqual({ role: 'super_admin', deactivated_at: null });
  });

  it('deactivates: sessions end and signing in is refused; reactivating lets them back', async () => {
    const bea = await staff('bea');
    expect((await login(bea.email)).status).toBe(200);
    const { status, body } = await call({ action: 'update_user', id: bea.id, is_active: false });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ is_active: false, active_sessions: 0 });

    expect((await callWith(bea.token, { action: 'get_users' })).status).toBe(401);
    const refused = await login(bea.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'This account has been deactivated; ask an administrator to reactivate it',
    );

    await call({ action: 'update_user', id: bea.id, is_active: true });
    expect((await login(bea.email)).status).toBe(200);
  });

  it("keeps a super_admin's account and one's own out of an admin's reach", async () => {
    const boss = await staff('boss', 'super_admin');
    const admin = await staff('adam');
    const other = await callWith(admin.token, {
      action: 'update_user',
      id: boss.id,
      is_active: false,
    });
    expect(other.status).toBe(403);
    const self = await callWith(admin.token, {
      action: 'update_user',
      id: admin.id,
      is_active: false,
    });
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('You cannot deactivate your own account');
  });

  it('answers 404 for a client account or an unknown id, 400 for a bad role', async () => {
    const client = await kit.signIn({ role: 'client', email: `cli${DOMAIN}` });
    for (const id of [client.userId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const { status } = await call({ action: 'update_user', id, is_active: false }, 'super_admin');
      expect(status).toBe(404);
    }
    const bad = await call({ action: 'update_user', id: client.userId, role: 'client' });
    expect(bad.body.fields).toEqual({ role: 'Role must be one of: super_admin, admin' });
  });
});

describe('end_user_sessions', () => {
  it('signs the account out everywhere', async () => {
    const bea = await staff('bea');
    await login(bea.email);
    const { status, body } = await call({ action: 'end_user_sessions', id: bea.id });
    expect(status).toBe(200);
    expect(body.ended).toBe(2);
    expect(body.user.active_sessions).toBe(0);
    expect((await callWith(bea.token, { action: 'get_users' })).status).toBe(401);
    // Signing in again still works: ending sessions is not deactivating.
    expect((await login(bea.email)).status).toBe(200);
  });

  it("leaves a super_admin's sessions to a super_admin", async () => {
    const boss = await staff('boss', 'super_admin');
    expect((await call({ action: 'end_user_sessions', id: boss.id })).status).toBe(403);
    expect((await call({ action: 'end_user_sessions', id: boss.id }, 'super_admin')).status).toBe(
      200,
    );
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { TEST_PASSWORD, TEST_SCRYPT_COST } from '../../test/fixtures.ts';
import { type FunctionAnswer, useFunctionKit } from '../../test/function-kit.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const kit = useFunctionKit({ truncate: PORTAL_TRUNCATE });

const admin = (body: Record<string, unknown>) => kit.call('client-management', body, 'admin');
const anonymous = (body: Record<string, unknown>) =>
  kit.call('user-authentication', body, 'anonymous');

async function createClient(email = `jane-${crypto.randomUUID()}@studio.com`) {
  const { body } = await admin({
    action: 'create_client',
    name: 'Jane Doe',
    email,
    company: 'Studio',
  });
  return body.client as { id: string; email: string };
}

const outbox = () =>
  kit.db.query<{ to_email: string; subject: string; body: string }>(
    'SELECT to_email, subject, body FROM email_outbox ORDER BY created_at, id',
  );

const tokenOf = (mail: { body: string } | undefined): string => {
  const match = /token=([^\s]+)/.exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error('No link in the invitation');
  return decodeURIComponent(match[1]);
};

async function acceptInvitation(mail: { body: string } | undefined, email: string) {
  const reset = await anonymous({
    action: 'reset_password',
    token: tokenOf(mail),
    password: TEST_PASSWORD,
  });
  expect(reset.status).toBe(200);
  const login = await anonymous({ action: 'login', email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

const portalAs = (token: string) => portalCaller(kit, { token });

describe('client-management invite_to_portal', () => {
  it('creates a linked client account and mails a link that sets its password', async () => {
    const client = await createClient();
    const { status, body } = await admin({ action: 'invite_to_portal', client_id: client.id });
    expect(status).toBe(200);
    expect(body.invitation).toEqual({ email: client.email, expires_at: expect.any(String) });
    const inDays = (Date.parse(body.invitation.expires_at) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(6.9);
    expect(inDays).toBeLessThan(7.1);
    expect(body.client.portal).toEqual({
      status: 'invited',
      invited_at: expect.stringMatching(/Z$/),
      email: client.email,
    });
    const [user] = await kit.db.query<{ role: string; first_name: string; last_name: string }>(
      'SELECT role, first_name, last_name FROM users WHERE id = $1',
      [body.client.user_id],
    );
    expect(user).toEqual({ role: 'client', first_name: 'Jane', last_name: 'Doe' });

    const [mail] = await outbox();
    expect(mail?.to_email).toBe(client.email);
    expect(mail?.subject).toBe('Atelier invited you to your client portal');
    // Nobody can sign in before the link is used.
    expect(
      (await anonymous({ action: 'login', email: client.email, password: TEST_PASSWORD })).status,
    ).toBe(400);
    const token = await acceptInvitation(mail, client.email);
    const overview = await portalAs(token)({ action: 'get_overview' });
    expect(overview.status).toBe(200);
    expect(overview.body.client).toEqual({
      id: client.id,
      name: 'Jane Doe',
      company: 'Studio',
      language: 'en',
    });
    const view = await admin({ action: 'get_client', id: client.id });
    expect(view.body.client.portal.status).toBe('active');
  });

  it('sends a fresh link on a second invitation, and the first stops working', async () => {
    const client = await createClient();
    await admin({ action: 'invite_to_portal', client_id: client.id });
    const again = await admin({ action: 'invite_to_portal', client_id: client.id });
    expect(again.status).toBe(200);
    const [first, second] = await outbox();
    expect(second).toBeDefined();
    const stale = await anonymous({
      action: 'reset_password',
      token: tokenOf(first),
      password: TEST_PASSWORD,
    });
    expect(stale.status).toBe(400);
    await acceptInvitation(second, client.email);
    expect(
      (await kit.db.query('SELECT id FROM users WHERE email = $1', [client.email])).length,
    ).toBe(1);
  });

  it("links the client account its e-mail already has, and refuses an agency's e-mail", async () => {
    const email = `self-${crypto.randomUUID()}@example.com`;
    const self = await kit.signIn({ role: 'client', email });
    const client = await createClient(email);
    const { body } = await admin({ action: 'invite_to_portal', client_id: client.id });
    expect(body.client.user_id).toBe(self.userId);

    const agencyEmail = `ada-${crypto.randomUUID()}@agency.com`;
    await kit.signIn({ role: 'admin', email: agencyEmail });
    const agencyClient = await createClient(agencyEmail);
    const refused = await admin({ action: 'invite_to_portal', client_id: agencyClient.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/agency account/);
    expect(await outbox()).toHaveLength(1);
  });

  it('answers 404 for an unknown client and 400 without a client_id', async () => {
    const missing = await admin({
      action: 'invite_to_portal',
      client_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    const bad = await admin({ action: 'invite_to_portal' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('client_id');
  });
});

describe('client-management revoke_portal_access', () => {
  let a: PortalTestClient;
  beforeEach(async () => {
    ({ a } = await seedPortalClients(kit));
  });

  it('ends the sessions at once, stops sign-in, and a later invitation restores access', async () => {
    const before = await portalCaller(kit, a)({ action: 'get_overview' });
    expect(before.status).toBe(200);
    const { status, body } = await admin({ action: 'revoke_portal_access', client_id: a.id });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({
      user_id: null,
      portal: { status: 'revoked', email: null },
    });

    const after: FunctionAnswer = await portalCaller(kit, a)({ action: 'get_overview' });
    expect(after.status).toBe(401);
    expect(
      (await anonymous({ action: 'login', email: a.email, password: TEST_PASSWORD })).status,
    ).toBe(400);

    const again = await admin({ action: 'revoke_portal_access', client_id: a.id });
    expect(again.status).toBe(409);

    const invited = await admin({ action: 'invite_to_portal', client_id: a.id });
    expect(invited.body.client.user_id).toBe(a.userId);
    const [mail] = await outbox();
    const token = await acceptInvitation(mail, a.email);
    expect((await portalAs(token)({ action: 'get_overview' })).status).toBe(200);
  });

  it('a revoked account that sets a password again is NOT_LINKED, and nobody is notified', async () => {
    await admin({ action: 'revoke_portal_access', client_id: a.id });
    // As a "forgot password" reset would do: the account can sign in again, not see the portal.
    await kit.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      a.userId,
      await hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST),
    ]);
    const login = await anonymous({ action: 'login', email: a.email, password: TEST_PASSWORD });
    const refused = await portalAs(login.body.token)({ action: 'get_overview' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_LINKED');
    const notices = await kit.db.query('SELECT 1 FROM notifications WHERE message LIKE $1', [
      `%${a.email}%`,
    ]);
    expect(notices).toEqual([]);
  });
});

describe('client-management link_portal_account', () => {
  it('links a self-registered account, which then sees its portal', async () => {
    const self = await kit.signIn({ role: 'client' });
    const refused = await portalAs(self.token)({ action: 'get_overview' });
    expect(refused.body.code).toBe('NOT_LINKED');
    const client = await createClient();
    const { status, body } = await admin({
      action: 'link_portal_account',
      client_id: client.id,
      user_id: self.userId,
    });
    expect(status).toBe(200);
    expect(body.client.portal.status).toBe('active');
    expect((await portalAs(self.token)({ action: 'get_overview' })).status).toBe(200);
    const [notice] = await kit.db.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1',
      [self.userId],
    );
    expect(notice?.title).toBe('Your client portal is ready');
  });

  it('lists the accounts waiting for access until one is linked, for admins only', async () => {
    const self = await kit.signIn({ role: 'client' });
    const waiting = async () =>
      (await admin({ action: 'get_portal_access_requests' })).body.requests as Array<{
        user_id: string;
        email: string;
      }>;
    expect((await waiting()).map((r) => r.user_id)).not.toContain(self.userId);
    await portalAs(self.token)({ action: 'get_overview' });
    const [request] = (await waiting()).filter((r) => r.user_id === self.userId);
    expect(request?.email).toMatch(/@/);
    const asClient = await kit.call(
      'client-management',
      { action: 'get_portal_access_requests' },
      'client',
      { token: self.token },
    );
    expect(asClient.status).toBe(403);
    const client = await createClient();
    await admin({ action: 'link_portal_account', client_id: client.id, user_id: self.userId });
    expect((await waiting()).map((r) => r.user_id)).not.toContain(self.userId);
  });

  it('refuses an account linked elsewhere, a linked client, an agency account, an unknown id', async () => {
    const { a, b } = await seedPortalClients(kit);
    const free = await createClient();
    const link = (clientId: string, userId: string) =>
      admin({ action: 'link_portal_account', client_id: clientId, user_id: userId });
    expect((await link(free.id, a.userId)).status).toBe(409);
    const self = await kit.signIn({ role: 'client' });
    expect((await link(b.id, self.userId)).status).toBe(409);
    expect((await link(free.id, kit.adminId)).status).toBe(409);
    const unknown = await link(free.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('user_id');
    expect((await link(a.id, a.userId)).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { RECIPIENT_CAPS } from '../../mail/mail-policy.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['clients', 'team_members', 'leads', 'email_outbox'] });

const call = (body: Record<string, unknown>, as: As = 'super_admin') =>
  kit.call('team-management', body, as);

async function createMember(fields: Record<string, unknown> = {}) {
  const { body } = await call({
    action: 'create_team_member',
    name: 'Sam Lee',
    email: `sam-${crypto.randomUUID()}@agency.com`,
    ...fields,
  });
  return body.member;
}

const outbox = () =>
  kit.db.query<{ to_email: string; subject: string; body: string; reply_to: string | null }>(
    'SELECT to_email, subject, body, reply_to FROM email_outbox ORDER BY created_at, id',
  );

const tokenOf = (mail: { body: string }): string => {
  const match = /token=([^\s]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error('No link in the invitation');
  return decodeURIComponent(match[1]);
};

describe('invite_team_member', () => {
  it('creates an admin account and mails a link that sets its password', async () => {
    const member = await createMember();
    const { status, body } = await call({ action: 'invite_team_member', id: member.id });
    expect(status).toBe(200);
    expect(body.member).toMatchObject({
      id: member.id,
      user_id: expect.any(String),
      has_account: true,
    });
    expect(body.invitation).toEqual({ email: member.email, expires_at: expect.any(String) });
    const inDays = (Date.parse(body.invitation.expires_at) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(6.9);

    const [user] = await kit.db.query<{ role: string; first_name: string; last_name: string }>(
      'SELECT role, first_name, last_name FROM users WHERE id = $1',
      [body.member.user_id],
    );
    expect(user).toEqual({ role: 'admin', first_name: 'Sam', last_name: 'Lee' });

    const [mail] = await outbox();
    expect(mail?.to_email).toBe(member.email);
    expect(mail?.subject).toContain('invited');
    expect(mail?.body).toContain("You were invited to Atelier's back office");
    // Replies reach the admin who invited (this file calls as the super_admin), not no-reply.
    const [inviter] = await kit.db.query<{ email: string }>(
      "SELECT email FROM users WHERE role = 'super_admin'",
    );
    expect(mail?.reply_to).toBe(inviter?.email);
    if (!mail) throw new Error('No invitation mail');

    // Nobody can sign in before the link is used; afterwards the chosen password works.
    const login = (password: string) =>
      kit.call(
        'user-authentication',
        { action: 'login', email: member.email, password },
        'anonymous',
      );
    expect((await login(TEST_PASSWORD)).status).toBe(400);
    const reset = await kit.call(
      'user-authentication',
      { action: 'reset_password', token: tokenOf(mail), password: TEST_PASSWORD },
      'anonymous',
    );
    expect(reset.status).toBe(200);
    const signedIn = await login(TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
  });

  it('sends a fresh link on a second invitation, and the first stops working', async () => {
    const member = await createMember();
    const first = await call({ action: 'invite_team_member', id: member.id });
    const second = await call({ action: 'invite_team_member', id: member.id });
    expect(second.status).toBe(200);
    expect(second.body.member.user_id).toBe(first.body.member.user_id);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const [firstMail, secondMail] = mails;
    if (!firstMail || !secondMail) throw new Error('Two invitation mails expected');
    const reset = (token: string) =>
      kit.call(
        'user-authentication',
        { action: 'reset_password', token, password: TEST_PASSWORD },
        'anonymous',
      );
    expect((await reset(tokenOf(firstMail))).status).toBe(400);
    expect((await reset(tokenOf(secondMail))).status).toBe(200);
  });

  it("refuses an invitation past the address's cap with a 429, and sends nothing more", async () => {
    const member = await createMember();
    const cap = RECIPIENT_CAPS.team_invitation?.limit ?? 0;
    for (let n = 0; n < cap; n += 1) {
      expect((await call({ action: 'invite_team_member', id: member.id })).status).toBe(200);
    }
    const refused = await call({ action: 'invite_team_member', id: member.id });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/already sent \d+ invitations/);
    expect(await outbox()).toHaveLength(cap);
  });

  it('links the admin account the e-mail already has', async () => {
    const existing = await kit.signIn({ role: 'admin', email: 'kim@agency.com' });
    const member = await createMember({ email: 'kim@agency.com' });
    const { status, body } = await call({ action: 'invite_team_member', id: member.id });
    expect(status).toBe(200);
    expect(body.member.user_id).toBe(existing.userId);
    const [user] = await kit.db.query('SELECT role FROM users WHERE id = $1', [existing.userId]);
    expect(user).toEqual({ role: 'admin' });
  });

  it("refuses an e-mail that is a client's portal account, and creates nothing", async () => {
    await kit.signIn({ role: 'client', email: 'jo@customer.com' });
    const member = await createMember({ email: 'jo@customer.com' });
    const { status, body } = await call({ action: 'invite_team_member', id: member.id });
    expect(status).toBe(409);
    expect(body.error).toBe(
      "This e-mail belongs to a client's portal account; give the member another e-mail",
    );
    expect(await outbox()).toEqual([]);
    const [row] = await kit.db.query('SELECT user_id FROM team_members WHERE id = $1', [member.id]);
    expect(row).toEqual({ user_id: null });
  });

  it('refuses an inactive member', async () => {
    const member = await createMember({ is_active: false });
    const { status, body } = await call({ action: 'invite_team_member', id: member.id });
    expect(status).toBe(409);
    expect(body.error).toBe('This team member is inactive; activate them to invite them');
  });

  it('is open to an admin as to a super admin, and refused to a client', async () => {
    const member = await createMember();
    const refused = await call({ action: 'invite_team_member', id: member.id }, 'client');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(await outbox()).toEqual([]);
    const { status, body } = await call({ action: 'invite_team_member', id: member.id }, 'admin');
    expect(status).toBe(200);
    expect(body.member.has_account).toBe(true);
    const [account] = await kit.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [
      body.member.user_id,
    ]);
    expect(account?.role).toBe('admin');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const { status, body } = await call({ action: 'invite_team_member', id });
      expect(status).toBe(404);
      expect(body.error).toBe('Team member not found');
    }
  });
});

import type { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthService, createAuthService } from '../../auth/auth-service.ts';
import type { Keys } from '../../auth/keys.ts';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { createPasswordInvitation } from '../../auth/password-reset.ts';
import { authTestApp, callAuth } from '../../test/auth-app.ts';
import {
  createTestKeys,
  createTestUser,
  signedInUser,
  TEST_PASSWORD,
  testAuthSettings,
} from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;
let service: AuthService;

beforeAll(async () => {
  keys = await createTestKeys();
  service = createAuthService({
    db: database.db,
    keys,
    settings: testAuthSettings({ siteUrl: 'https://atelier.example' }),
  });
  app = authTestApp(database.db, keys, { auth: service });
});

beforeEach(async () => {
  await database.db.exec(
    `TRUNCATE users CASCADE; TRUNCATE email_outbox CASCADE;
     DELETE FROM rate_limit_hits WHERE bucket LIKE 'mail%';`,
  );
});

/** Answers once the work started after the answer (the reset e-mail) is done too. */
async function call(action: string, payload: Record<string, unknown> = {}) {
  const answer = await callAuth(app, keys, action, payload);
  await service.settled();
  return answer;
}

const outbox = () =>
  database.db.query<{ to_email: string; subject: string; body: string }>(
    'SELECT to_email, subject, body FROM email_outbox ORDER BY created_at',
  );

/** The token of the newest reset link in the outbox. */
async function tokenFromOutbox(): Promise<string> {
  const mail = (await outbox()).at(-1);
  const link = /https:\/\/atelier\.example\/auth\/reset-password\?token=(\S+)/.exec(
    mail?.body ?? '',
  );
  if (!link?.[1]) throw new Error(`No reset link in ${mail?.body}`);
  return decodeURIComponent(link[1]);
}

const newPassword = 'a brand new password';

describe('request_password_reset', () => {
  it('queues an e-mail with a single-use link, and stores only a hash of the token', async () => {
    await createTestUser(database.db, { email: 'ada@example.com', firstName: 'Ada' });
    const answer = await call('request_password_reset', { email: ' ADA@example.com ' });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to_email: 'ada@example.com',
      subject: 'Reset your Atelier password',
    });
    expect(mail?.body).toContain('Hello Ada,');
    expect(mail?.body).toContain('expires in 60 minutes');
    const token = await tokenFromOutbox();
    const [stored] = await database.db.query<{ token_hash: string; expires_at: string }>(
      'SELECT token_hash, expires_at FROM password_reset_tokens',
    );
    expect(stored?.token_hash).toBe(hashOpaqueToken(token));
    expect(
      JSON.stringify(await database.db.query('SELECT * FROM password_reset_tokens')),
    ).not.toContain(token);
    const minutesLeft = (Date.parse(stored?.expires_at ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const answer = await call('request_password_reset', { email: 'nobody@example.com' });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await outbox()).toEqual([]);
  });

  it('needs an e-mail', async () => {
    expect(await call('request_password_reset', {})).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { email: 'Email is required' } },
    });
  });
});

describe('accept_invitation', () => {
  it('sets the first password from the invitation link and signs the invitee in', async () => {
    const account = await createTestUser(database.db, { email: 'bea@example.com', role: 'admin' });
    await database.db.transaction((tx) =>
      createPasswordInvitation(tx, account, { siteUrl: 'https://atelier.example' }),
    );
    const mail = (await outbox()).at(-1);
    const link = /https:\/\/atelier\.example\/auth\/reset-password\?invitation=1&token=(\S+)/.exec(
      mail?.body ?? '',
    );
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(token).not.toBe('');

    const answer = await call('accept_invitation', { token, password: newPassword });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, user: { email: 'bea@example.com', role: 'admin' } },
    });
    const session = answer.body.token as string;
    expect((await call('verify_token', { token: session })).status).toBe(200);
    expect((await call('login', { email: 'bea@example.com', password: newPassword })).status).toBe(
      200,
    );
    // The link works once.
    expect(
      await call('accept_invitation', { token, password: 'yet another password' }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_RESET_TOKEN' } });
  });

  it('refuses a common password and keeps the link usable', async () => {
    const account = await createTestUser(database.db, { email: 'cy@example.com' });
    await database.db.transaction((tx) =>
      createPasswordInvitation(tx, account, { siteUrl: 'https://atelier.example' }),
    );
    const token = decodeURIComponent(
      /token=(\S+)/.exec((await outbox()).at(-1)?.body ?? '')?.[1] ?? '',
    );
    expect((await call('accept_invitation', { token, password: 'password1234' })).status).toBe(400);
    expect((await call('accept_invitation', { token, password: newPassword })).status).toBe(200);
  });
});

describe('reset_password', () => {
  it('sets the password, uses the token up and ends every session', async () => {
    const { account, token: sessionToken } = await signedInUser(database.db, keys, {
      email: 'ada@example.com',
    });
    await call('request_password_reset', { email: account.email });
    const token = await tokenFromOutbox();

    expect(await call('reset_password', { token, password: newPassword })).toMatchObject({
      status: 200,
      body: { success: true },
    });

    expect((await call('verify_token', { token: sessionToken })).status).toBe(401);
    expect(
      (await call('login', { email: 'ada@example.com', password: TEST_PASSWORD })).status,
    ).toBe(400);
    expect((await call('login', { email: 'ada@example.com', password: newPassword })).status).toBe(
      200,
    );
    expect(await call('reset_password', { token, password: 'yet another password' })).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'This password reset link is invalid, used or expired',
        reason: 'invalid_reset_token',
        code: 'INVALID_RESET_TOKEN',
      },
      headers: expect.anything(),
    });
  });

  it('refuses an expired link', async () => {
    await createTestUser(database.db, { email: 'ada@example.com' });
    await call('request_password_reset', { email: 'ada@example.com' });
    await database.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 s'`);
    const answer = await call('reset_password', {
      token: await tokenFromOutbox(),
      password: newPassword,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_RESET_TOKEN' } });
  });

  it('keeps only the newest link working', async () => {
    await createTestUser(database.db, { email: 'ada@example.com' });
    await call('request_password_reset', { email: 'ada@example.com' });
    const older = await tokenFromOutbox();
    await call('request_password_reset', { email: 'ada@example.com' });
    const newer = await tokenFromOutbox();
    expect((await call('reset_password', { token: older, password: newPassword })).status).toBe(
      400,
    );
    expect((await call('reset_password', { token: newer, password: newPassword })).status).toBe(
      200,
    );
  });

  it('checks the new password and keeps the link when it is refused', async () => {
    await createTestUser(database.db, { email: 'ada@example.com' });
    await call('request_password_reset', { email: 'ada@example.com' });
    const token = await tokenFromOutbox();
    expect(await call('reset_password', { token, password: 'short' })).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: { password: 'Password must be at least 12 characters' },
      },
    });
    expect((await call('reset_password', { token, password: newPassword })).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const answer = await call('reset_password', { token: 'made-up', password: newPassword });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_RESET_TOKEN' } });
  });
});

import type { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import { verifyPassword } from '../../auth/password.ts';
import { anyAnswer } from '../../test/any-answer.ts';
import { type Answer, authTestApp, callAuth } from '../../test/auth-app.ts';
import {
  callFunction,
  createTestKeys,
  createTestUser,
  TEST_PASSWORD,
  testAuthSettings,
  tokenFor,
} from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { defineAction, defineFunction } from '../registry.ts';

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;

/** An authenticated action, to show which tokens the dispatcher accepts. */
const probe = defineFunction('probe', {
  whoami: defineAction({
    access: 'authenticated',
    output: anyAnswer,
    handler: (_input, ctx) => ({ userId: ctx.caller.userId, role: ctx.caller.role }),
  }),
});

beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(database.db, keys, { extra: [probe] });
});

beforeEach(async () => {
  await database.db.exec('TRUNCATE users CASCADE; TRUNCATE email_outbox CASCADE;');
});

const call = (action: string, payload: Record<string, unknown> = {}, token?: string | null) =>
  callAuth(app, keys, action, payload, token === undefined ? {} : { token });

const whoami = async (token: string) => {
  const response = await callFunction(app, keys, 'probe', { action: 'whoami' }, { token });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const registration = {
  email: '  Ada@Example.COM ',
  password: 'a long enough password',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
};

const count = async (table: string) => {
  const [row] = await database.db.query<{ count: number }>(`SELECT count(*) FROM ${table}`);
  return row?.count ?? 0;
};

function expectSession(answer: Answer, user: Record<string, unknown>) {
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    success: true,
    user: { id: expect.any(String), ...user },
    token: expect.any(String),
    refreshToken: expect.any(String),
    expiresAt: expect.any(Number),
  });
  const nowSeconds = Math.floor(Date.now() / 1000);
  expect(answer.body.expiresAt).toBeGreaterThanOrEqual(nowSeconds + 3600 - 5);
  expect(answer.body.expiresAt).toBeLessThanOrEqual(nowSeconds + 3600 + 1);
}

describe('register', () => {
  it('creates a client, signed in, with a normalised e-mail', async () => {
    const answer = await call('register', registration);
    expectSession(answer, {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'client',
      company: 'Analytical Engines',
    });
    const [stored] = await database.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users',
    );
    expect(stored?.email).toBe('ada@example.com');
    expect(stored?.password_hash).toMatch(/^\$scrypt\$/);
    expect(await verifyPassword(registration.password, stored?.password_hash ?? '')).toBe(true);
    expect((await whoami(String(answer.body.token))).body).toMatchObject({ role: 'client' });
  });

  it('stores a blank company as none', async () => {
    const answer = await call('register', { ...registration, company: '   ' });
    expect(answer.body).toMatchObject({ user: { company: null } });
  });

  it('refuses a taken e-mail, whatever its case, and creates nothing', async () => {
    await call('register', registration);
    const [users, sessions] = [await count('users'), await count('auth_sessions')];
    const answer = await call('register', { ...registration, email: 'ADA@example.com' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      error: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
      reason: 'email_taken',
    });
    expect(await count('users')).toBe(users);
    expect(await count('auth_sessions')).toBe(sessions);
  });

  it('answers field errors and creates nothing', async () => {
    const answer = await call('register', {
      email: 'not-an-address',
      password: 'short',
      firstName: '',
      lastName: 'x'.repeat(101),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: {
        email: 'Enter a valid email address',
        password: 'Password must be at least 12 characters',
        firstName: 'First name is required',
        lastName: 'Last name must be at most 100 characters',
      },
      fieldCodes: {
        email: { code: 'invalid_email' },
        password: { code: 'too_short', min: 12 },
        firstName: { code: 'required' },
        lastName: { code: 'too_long', max: 100 },
      },
    });
    expect(await count('users')).toBe(0);
  });

  it('refuses a password over 128 characters', async () => {
    const answer = await call('register', { ...registration, password: 'p'.repeat(129) });
    expect(answer.body).toMatchObject({
      fields: { password: 'Password must be at most 128 characters' },
    });
  });
});

describe('login', () => {
  it('signs in with the e-mail in any case and spacing', async () => {
    await createTestUser(database.db, { email: 'bob@example.com', role: 'admin' });
    const answer = await call('login', { email: ' BOB@example.com', password: TEST_PASSWORD });
    expectSession(answer, {
      email: 'bob@example.com',
      firstName: 'Test',
      lastName: 'User',
      role: 'admin',
      company: null,
    });
    const [row] = await database.db.query<{ last_sign_in_at: string | null }>(
      'SELECT last_sign_in_at FROM users',
    );
    expect(row?.last_sign_in_at).not.toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await createTestUser(database.db, { email: 'bob@example.com' });
    const wrongPassword = await call('login', { email: 'bob@example.com', password: 'nope-nope' });
    const unknownEmail = await call('login', { email: 'eve@example.com', password: 'nope-nope' });
    const expected = {
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    };
    expect(wrongPassword).toMatchObject({ status: 400, body: expected });
    expect(unknownEmail).toMatchObject({ status: 400, body: expected });
  });

  it('takes comparable time for an unknown e-mail (it checks a dummy hash)', async () => {
    // A costlier hash than the test default, so the password check dominates the timing.
    const cost = { logN: 13, r: 8, p: 1 };
    const slowApp = authTestApp(database.db, keys, {
      authSettings: testAuthSettings({ passwordCost: cost }),
    });
    const { hashPassword } = await import('../../auth/password.ts');
    await createTestUser(database.db, { email: 'bob@example.com' });
    await database.db.query('UPDATE users SET password_hash = $1', [
      await hashPassword(TEST_PASSWORD, cost),
    ]);
    const fastest = async (email: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = performance.now();
        await callAuth(slowApp, keys, 'login', { email, password: 'wrong password!' });
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const known = await fastest('bob@example.com');
    const unknown = await fastest('nobody@example.com');
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('answers field errors for missing credentials', async () => {
    const answer = await call('login', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('is not stopped by a stale session token in the Authorization header', async () => {
    await createTestUser(database.db, { email: 'bob@example.com' });
    const expired = await tokenFor(keys, 'client', {
      now: new Date(Date.now() - 7200_000),
      expiresInSeconds: 60,
    });
    const answer = await call(
      'login',
      { email: 'bob@example.com', password: TEST_PASSWORD },
      expired,
    );
    expect(answer.status).toBe(200);
  });
});

describe('verify_token', () => {
  it('answers the user of a live session, with its current role', async () => {
    const { body } = await call('register', registration);
    const token = String(body.token);
    expect(await call('verify_token', { token })).toEqual({
      status: 200,
      body: { success: true, user: body.user },
      headers: expect.anything(),
    });
    await database.db.query(`UPDATE users SET role = 'admin'`);
    expect((await call('verify_token', { token })).body).toMatchObject({ user: { role: 'admin' } });
    expect((await whoami(token)).body).toMatchObject({ role: 'admin' });
  });

  it.each([
    ['garbage', async () => 'not.a.token'],
    ['the public key', async () => keys.anonKey],
    ['a signed token whose session is not in the store', async () => tokenFor(keys, 'admin')],
    [
      'an expired token',
      async () => tokenFor(keys, 'client', { now: new Date(Date.now() - 7200_000) }),
    ],
  ])('refuses %s with 401 INVALID_TOKEN', async (_case, makeToken) => {
    const answer = await call('verify_token', { token: await makeToken() });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });
});

describe('logout', () => {
  it('ends the session: the token is refused by verify_token and by every function', async () => {
    const { body } = await call('register', registration);
    const token = String(body.token);
    expect((await whoami(token)).status).toBe(200);

    expect(await call('logout', { token })).toMatchObject({ status: 200, body: { success: true } });

    expect(await call('verify_token', { token })).toMatchObject({
      status: 401,
      body: { success: false, error: 'Session has ended; sign in again', code: 'INVALID_TOKEN' },
    });
    expect(await whoami(token)).toEqual({
      status: 401,
      body: { success: false, error: 'Session has ended; sign in again', code: 'INVALID_TOKEN' },
    });
    expect(await call('refresh', { refreshToken: body.refreshToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_REFRESH_TOKEN' },
    });
  });

  it('ends only that session', async () => {
    await createTestUser(database.db, { email: 'bob@example.com' });
    const credentials = { email: 'bob@example.com', password: TEST_PASSWORD };
    const first = String((await call('login', credentials)).body.token);
    const second = String((await call('login', credentials)).body.token);
    await call('logout', { token: first });
    expect((await whoami(first)).status).toBe(401);
    expect((await whoami(second)).status).toBe(200);
  });

  it('works with an expired token, and twice', async () => {
    const { body } = await call('register', registration);
    const [session] = await database.db.query<{ id: string; user_id: string }>(
      'SELECT id, user_id FROM auth_sessions',
    );
    const { signSessionToken } = await import('../../auth/session-token.ts');
    const expired = await signSessionToken(
      keys.jwtSecret,
      { userId: session?.user_id ?? '', role: 'client', sessionId: session?.id ?? '' },
      { now: new Date(Date.now() - 7200_000), expiresInSeconds: 60 },
    );
    expect((await call('logout', { token: expired })).status).toBe(200);
    expect((await call('logout', { token: expired })).status).toBe(200);
    expect((await call('verify_token', { token: body.token })).status).toBe(401);
  });

  it('refuses a token that is not ours', async () => {
    const answer = await call('logout', { token: 'not.a.token' });
    expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_TOKEN' } });
  });
});

describe('refresh', () => {
  it('rotates the refresh token and gives a working access token', async () => {
    const first = (await call('register', registration)).body;
    const second = await call('refresh', { refreshToken: first.refreshToken });
    expectSession(second, {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'client',
      company: 'Analytical Engines',
    });
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await whoami(String(second.body.token))).status).toBe(200);
    // Same session: the earlier access token keeps working until it expires.
    expect((await whoami(String(first.token))).status).toBe(200);
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const first = (await call('register', registration)).body;
    const second = (await call('refresh', { refreshToken: first.refreshToken })).body;

    const replay = await call('refresh', { refreshToken: first.refreshToken });
    expect(replay).toMatchObject({
      status: 401,
      body: {
        success: false,
        error: 'Refresh token was already used; the session has been ended, sign in again',
        code: 'INVALID_REFRESH_TOKEN',
      },
    });
    // Every token of the family is dead now: the newest refresh token and the access tokens.
    expect((await call('refresh', { refreshToken: second.refreshToken })).status).toBe(401);
    expect((await whoami(String(second.token))).status).toBe(401);
    expect((await call('verify_token', { token: first.token })).status).toBe(401);
    const [session] = await database.db.query<{ revoked_reason: string }>(
      'SELECT revoked_reason FROM auth_sessions',
    );
    expect(session?.revoked_reason).toBe('refresh_token_reuse');
  });

  it('refuses an unknown or expired refresh token', async () => {
    const first = (await call('register', registration)).body;
    expect(await call('refresh', { refreshToken: 'made-up' })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_REFRESH_TOKEN', error: 'Refresh token is not valid; sign in again' },
    });
    await database.db.query(`UPDATE auth_refresh_tokens SET expires_at = now() - interval '1 s'`);
    expect((await call('refresh', { refreshToken: first.refreshToken })).status).toBe(401);
    // An expired token is not a replay: the session itself lives on.
    expect((await whoami(String(first.token))).status).toBe(200);
  });
});

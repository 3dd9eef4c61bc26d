import { describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, tokenFor } from '../../test/fixtures.ts';
import {
  call,
  expectSession,
  keys,
  registration,
  useSessionsApp,
  whoami,
} from './sessions-test-app.ts';

const database = useSessionsApp();

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

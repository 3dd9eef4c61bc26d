import { describe, expect, it } from 'vitest';
import { callAuth } from '../test/auth-app.ts';
import { createTestUser, TEST_PASSWORD, tokenFor } from '../test/fixtures.ts';
import { app, auth, keys, password, signUp, useGotrueApp } from './gotrue-test-app.ts';

const database = useGotrueApp();

describe('sessions', () => {
  it('signs up with a GoTrue session and user', async () => {
    const session = await signUp(' Ada@Example.com ');
    expect(session).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
      user: expect.objectContaining({
        id: expect.any(String),
        aud: 'authenticated',
        role: 'authenticated',
        email: 'ada@example.com',
        email_confirmed_at: expect.any(String),
        app_metadata: { provider: 'email', providers: ['email'], role: 'client' },
        user_metadata: expect.objectContaining({
          first_name: 'Ada',
          last_name: 'Lovelace',
          company: null,
        }),
        identities: [expect.objectContaining({ provider: 'email' })],
        created_at: expect.any(String),
        updated_at: expect.any(String),
        is_anonymous: false,
      }),
    });
    expect(session.expires_at).toBeCloseTo(Math.floor(Date.now() / 1000) + 3600, -1);
  });

  it('signs in with a password; wrong credentials answer invalid_credentials', async () => {
    await createTestUser(database.db, { email: 'bob@example.com', role: 'admin' });
    const ok = await auth('POST', '/token?grant_type=password', {
      body: { email: 'bob@example.com', password: TEST_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.app_metadata.role).toBe('admin');
    for (const body of [
      { email: 'bob@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password: 'wrong password' },
    ]) {
      const refused = await auth('POST', '/token?grant_type=password', { body });
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      });
    }
  });

  it('shares sessions with the user-authentication function, both ways', async () => {
    const gotrueSession = await signUp();
    const verified = await callAuth(app, keys, 'verify_token', {
      token: gotrueSession.access_token,
    });
    expect(verified.body).toMatchObject({ success: true, user: { email: 'ada@example.com' } });

    const login = await callAuth(app, keys, 'login', { email: 'ada@example.com', password });
    const user = await auth('GET', '/user', { token: String(login.body.token) });
    expect(user).toMatchObject({ status: 200, body: { email: 'ada@example.com' } });
    const refreshed = await auth('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: login.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    await callAuth(app, keys, 'logout', { token: refreshed.body.access_token });
    expect(await auth('GET', '/user', { token: refreshed.body.access_token })).toMatchObject({
      status: 403,
      body: { error_code: 'session_not_found' },
    });
  });

  it('rotates refresh tokens and revokes the family on reuse', async () => {
    const first = await signUp();
    const refresh = (token: string) =>
      auth('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(await refresh(first.refresh_token)).toMatchObject({
      status: 400,
      body: {
        error_code: 'refresh_token_already_used',
        msg: 'Invalid Refresh Token: Already Used',
      },
    });
    expect(await refresh(second.body.refresh_token)).toMatchObject({
      status: 400,
      body: { error_code: 'refresh_token_not_found' },
    });
    expect((await auth('GET', '/user', { token: second.body.access_token })).status).toBe(403);
    expect(await refresh('')).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed' },
    });
  });

  it('answers bad_jwt or no_authorization for GET /user without a valid token', async () => {
    expect(await auth('GET', '/user')).toMatchObject({
      status: 401,
      body: { error_code: 'no_authorization' },
    });
    for (const token of ['garbage', keys.anonKey]) {
      expect(await auth('GET', '/user', { token })).toMatchObject({
        status: 401,
        body: { code: 401, error_code: 'bad_jwt' },
      });
    }
    expect(await auth('GET', '/user', { token: await tokenFor(keys, 'client') })).toMatchObject({
      status: 403,
      body: { error_code: 'session_not_found' },
    });
  });
});

describe('PUT /user', () => {
  it('changes the password and ends the other sessions only', async () => {
    const current = await signUp();
    const other = await auth('POST', '/token?grant_type=password', {
      body: { email: 'ada@example.com', password },
    });
    const updated = await auth('PUT', '/user', {
      token: current.access_token,
      body: { password: 'the new long password' },
    });
    expect(updated).toMatchObject({ status: 200, body: { email: 'ada@example.com' } });
    expect((await auth('GET', '/user', { token: current.access_token })).status).toBe(200);
    expect((await auth('GET', '/user', { token: other.body.access_token })).status).toBe(403);
    const signIn = (pw: string) =>
      auth('POST', '/token?grant_type=password', {
        body: { email: 'ada@example.com', password: pw },
      });
    expect((await signIn(password)).status).toBe(400);
    expect((await signIn('the new long password')).status).toBe(200);
  });

  it('refuses a weak or unchanged password', async () => {
    const session = await signUp();
    expect(
      await auth('PUT', '/user', { token: session.access_token, body: { password: 'short' } }),
    ).toMatchObject({
      status: 422,
      body: {
        code: 422,
        error_code: 'weak_password',
        msg: 'Password must be at least 12 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    expect(
      await auth('PUT', '/user', { token: session.access_token, body: { password } }),
    ).toMatchObject({ status: 422, body: { error_code: 'same_password' } });
  });

  it('changes the names and company in user_metadata', async () => {
    const session = await signUp();
    const updated = await auth('PUT', '/user', {
      token: session.access_token,
      body: { data: { first_name: 'Augusta', company: 'Engines Ltd', favourite: 'ignored' } },
    });
    expect(updated.body.user_metadata).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      company: 'Engines Ltd',
    });
    const cleared = await auth('PUT', '/user', {
      token: session.access_token,
      body: { data: { company: null } },
    });
    expect(cleared.body.user_metadata.company).toBeNull();
    const verified = await callAuth(app, keys, 'verify_token', { token: session.access_token });
    expect(verified.body).toMatchObject({ user: { firstName: 'Augusta', company: null } });
  });

  it('keeps the e-mail until the new address confirms it (supabase-js.test.ts goes on)', async () => {
    const session = await signUp();
    expect(
      await auth('PUT', '/user', {
        token: session.access_token,
        body: { email: ' Someone-Else@Example.com ' },
      }),
    ).toMatchObject({
      status: 200,
      body: { email: 'ada@example.com', new_email: 'someone-else@example.com' },
    });
    expect(await auth('GET', '/user', { token: session.access_token })).toMatchObject({
      body: { email: 'ada@example.com' },
    });
  });
});

describe('POST /logout', () => {
  async function threeSessions() {
    const first = await signUp();
    const signIn = () =>
      auth('POST', '/token?grant_type=password', { body: { email: 'ada@example.com', password } });
    return [
      first.access_token,
      (await signIn()).body.access_token,
      (await signIn()).body.access_token,
    ];
  }
  const alive = async (tokens: string[]) =>
    Promise.all(
      tokens.map(async (token) => (await auth('GET', '/user', { token })).status === 200),
    );

  it.each([
    ['local', [false, true, true]],
    ['others', [true, false, false]],
    ['global', [false, false, false]],
    [undefined, [false, false, false]],
  ])('with scope %s ends the right sessions', async (scope, expected) => {
    const tokens = await threeSessions();
    const reply = await auth('POST', `/logout${scope ? `?scope=${scope}` : ''}`, {
      token: tokens[0],
    });
    expect(reply.status).toBe(204);
    expect(await alive(tokens)).toEqual(expected);
  });

  it('refuses an unknown scope', async () => {
    const [token] = await threeSessions();
    expect(await auth('POST', '/logout?scope=everything', { token })).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed' },
    });
  });
});

import type { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthService, createAuthService } from '../auth/auth-service.ts';
import type { Keys } from '../auth/keys.ts';
import { authTestApp, callAuth } from '../test/auth-app.ts';
import {
  createTestKeys,
  createTestUser,
  TEST_PASSWORD,
  testAuthSettings,
  tokenFor,
} from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;
let service: AuthService;

beforeAll(async () => {
  keys = await createTestKeys();
  service = createAuthService({ db: database.db, keys, settings: testAuthSettings() });
  app = authTestApp(database.db, keys, { auth: service });
});

beforeEach(async () => {
  await database.db.exec('TRUNCATE users CASCADE; TRUNCATE email_outbox CASCADE;');
});

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers are inspected freely in tests
  body: any;
  headers: Headers;
}

async function auth(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; apiKey?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const apiKey = options.apiKey === undefined ? keys.anonKey : options.apiKey;
  if (apiKey !== null) headers.apikey = apiKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(`/auth/v1${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  // Work started after the answer (a recovery e-mail) is done before the test looks.
  await service.settled();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

const password = 'a long enough password';

async function signUp(email = 'ada@example.com') {
  const reply = await auth('POST', '/signup', {
    body: { email, password, data: { first_name: 'Ada', last_name: 'Lovelace' } },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

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

describe('recovery', () => {
  it('sends the reset e-mail and turns its token into a session', async () => {
    await signUp();
    expect(await auth('POST', '/recover', { body: { email: 'ada@example.com' } })).toMatchObject({
      status: 200,
      body: {},
    });
    const [mail] = await database.db.query<{ body: string }>('SELECT body FROM email_outbox');
    const token = decodeURIComponent(/token=(\S+)/.exec(mail?.body ?? '')?.[1] ?? '');
    const verified = await auth('POST', '/verify', {
      body: { type: 'recovery', token_hash: token },
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { token_type: 'bearer', user: { email: 'ada@example.com' } },
    });
    expect(
      await auth('POST', '/verify', { body: { type: 'recovery', token_hash: token } }),
    ).toMatchObject({
      status: 403,
      body: { error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
    });
  });

  it('answers the same for an unknown e-mail and refuses a missing one', async () => {
    expect(await auth('POST', '/recover', { body: { email: 'nobody@example.com' } })).toMatchObject(
      { status: 200, body: {} },
    );
    expect(await auth('POST', '/recover', { body: {} })).toMatchObject({
      status: 422,
      body: { error_code: 'validation_failed' },
    });
  });

  it.each([
    ['signup', 403, 'otp_expired'],
    ['sms', 400, 'phone_provider_disabled'],
    ['whatever', 400, 'validation_failed'],
  ])('verify of type %s answers %i %s', async (type, status, errorCode) => {
    expect(await auth('POST', '/verify', { body: { type, token: 'x' } })).toMatchObject({
      status,
      body: { error_code: errorCode },
    });
  });
});

describe('signup errors', () => {
  it.each([
    [{ email: 'ada@example.com', password: 'short' }, 422, 'weak_password'],
    [{ email: 'not an address', password }, 400, 'email_address_invalid'],
    [{ email: '', password }, 400, 'validation_failed'],
    [{ phone: '+15550100', password }, 400, 'phone_provider_disabled'],
    [{ data: {} }, 422, 'anonymous_provider_disabled'],
    [{ email: 'ada@example.com', password, data: { first_name: 7 } }, 400, 'validation_failed'],
  ])('%j answers %i %s', async (body, status, errorCode) => {
    expect(await auth('POST', '/signup', { body })).toMatchObject({
      status,
      body: { code: status, error_code: errorCode, msg: expect.any(String) },
    });
  });

  it('answers user_already_exists for a taken e-mail', async () => {
    await signUp();
    expect(
      await auth('POST', '/signup', { body: { email: 'ADA@example.com', password } }),
    ).toMatchObject({
      status: 422,
      body: { error_code: 'user_already_exists', msg: 'User already registered' },
    });
  });

  it('answers bad_json to a body that is not JSON', async () => {
    const response = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'bad_json',
      msg: 'Could not parse request body as JSON',
    });
  });
});

describe('service endpoints', () => {
  it('publishes no JWKS (HS256) and the settings, without an API key', async () => {
    expect(await auth('GET', '/.well-known/jwks.json', { apiKey: null })).toMatchObject({
      status: 200,
      body: { keys: [] },
    });
    const settings = await auth('GET', '/settings');
    expect(settings.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, phone: false, google: false, github: false },
    });
    expect(await auth('GET', '/health', { apiKey: null })).toMatchObject({ status: 200 });
  });

  it('needs the API key elsewhere', async () => {
    expect(await auth('GET', '/settings', { apiKey: null })).toMatchObject({
      status: 401,
      body: { code: 401, error_code: 'invalid_api_key', msg: 'No API key found in request' },
    });
  });

  it('answers CORS preflights like the functions', async () => {
    const response = await app.request('/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, x-client-info, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'x-supabase-api-version',
    );
  });
});

describe('endpoints that are not enabled', () => {
  it.each([
    ['POST', '/otp', 422, 'otp_disabled'],
    ['POST', '/sso', 400, 'saml_provider_disabled'],
    ['GET', '/reauthenticate', 422, 'otp_disabled'],
    ['POST', '/resend', 422, 'otp_disabled'],
    [
      'DELETE',
      '/user/identities/0b6f6c1e-64a5-4c57-bd0e-3b5a4c9d2a11',
      422,
      'manual_linking_disabled',
    ],
    ['GET', '/user/identities/authorize', 422, 'manual_linking_disabled'],
    ['POST', '/factors', 422, 'mfa_totp_enroll_not_enabled'],
    ['POST', '/factors/abc/challenge', 404, 'mfa_factor_not_found'],
    ['POST', '/factors/abc/verify', 404, 'mfa_factor_not_found'],
    ['DELETE', '/factors/abc', 404, 'mfa_factor_not_found'],
    ['POST', '/token?grant_type=web3', 400, 'web3_provider_disabled'],
    ['POST', '/token?grant_type=pkce', 400, 'pkce_disabled'],
    ['POST', '/token?grant_type=id_token', 400, 'provider_disabled'],
    ['POST', '/token', 400, 'unsupported_grant_type'],
  ])('%s %s answers %i %s', async (method, path, status, errorCode) => {
    const reply = await auth(method, path, { body: method === 'GET' ? undefined : {} });
    expect(reply).toMatchObject({ status, body: { code: status, error_code: errorCode } });
    expect(reply.body.msg).toEqual(expect.any(String));
  });

  it('names the factor type asked for', async () => {
    expect(await auth('POST', '/factors', { body: { factor_type: 'phone' } })).toMatchObject({
      body: { error_code: 'mfa_phone_enroll_not_enabled' },
    });
  });
});

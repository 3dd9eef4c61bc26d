import { describe, expect, it } from 'vitest';
import { app, auth, keys, password, signUp, useGotrueApp } from './gotrue-test-app.ts';

const database = useGotrueApp();

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

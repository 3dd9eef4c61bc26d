import { describe, expect, it } from 'vitest';
import type { AuthSettings } from '../../auth/auth-settings.ts';
import { authTestApp, callAuth } from '../../test/auth-app.ts';
import {
  createTestKeys,
  createTestUser,
  TEST_PASSWORD,
  testAuthSettings,
} from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const database = useTestDatabase({ migrate: true });

const limits = (rateLimits: Partial<AuthSettings['rateLimits']>) =>
  testAuthSettings({
    rateLimits: { login: null, signup: null, passwordReset: null, ...rateLimits },
  });

/** A fresh app (fresh counters) that reads the client address from X-Forwarded-For. */
async function appWith(settings: AuthSettings) {
  const keys = await createTestKeys();
  const app = authTestApp(database.db, keys, { authSettings: settings, trustProxy: true });
  const call = (action: string, payload: Record<string, unknown>, ip = '203.0.113.1') =>
    callAuth(app, keys, action, payload, { headers: { 'x-forwarded-for': ip } });
  const gotrue = (path: string, body: Record<string, unknown>, ip = '203.0.113.1') =>
    app.request(`/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  return { call, gotrue };
}

const wrong = (email: string) => ({ email, password: 'not the password' });

describe('failed sign-ins', () => {
  it('are limited per account, with Retry-After, even for the right password', async () => {
    const email = `limited-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const { call } = await appWith(limits({ login: { max: 3, windowSeconds: 900 } }));
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await call('login', wrong(email), ip)).status).toBe(400);
    }
    const limited = await call('login', { email, password: TEST_PASSWORD }, '198.51.100.4');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(String(limited.body.error)).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('are limited per client address across accounts', async () => {
    const { call } = await appWith(limits({ login: { max: 3, windowSeconds: 60 } }));
    for (const n of [1, 2, 3]) {
      expect((await call('login', wrong(`nobody${n}@example.com`))).status).toBe(400);
    }
    expect((await call('login', wrong('nobody4@example.com'))).status).toBe(429);
    expect((await call('login', wrong('nobody4@example.com'), '203.0.113.99')).status).toBe(400);
  });

  it('are counted by both doors together', async () => {
    const { call, gotrue } = await appWith(limits({ login: { max: 2, windowSeconds: 60 } }));
    expect((await call('login', wrong('shared@example.com'))).status).toBe(400);
    expect((await gotrue('/token?grant_type=password', wrong('shared@example.com'))).status).toBe(
      400,
    );
    const limited = await gotrue('/token?grant_type=password', wrong('shared@example.com'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    expect((await call('login', wrong('shared@example.com'))).status).toBe(429);
  });

  it('are not limited when the limits are off', async () => {
    const { call } = await appWith(limits({}));
    for (let n = 0; n < 12; n += 1) {
      expect((await call('login', wrong('nobody@example.com'))).status).toBe(400);
    }
  });
});

describe('registrations and reset requests', () => {
  it('are limited per client address', async () => {
    const { call, gotrue } = await appWith(limits({ signup: { max: 2, windowSeconds: 300 } }));
    const register = (n: number) => ({
      email: `signup-${Date.now()}-${n}@example.com`,
      password: 'a long enough password',
      firstName: 'Sign',
      lastName: 'Up',
    });
    expect((await call('register', register(1))).status).toBe(200);
    expect(
      (await gotrue('/signup', { email: register(2).email, password: 'long enough pw' })).status,
    ).toBe(200);
    const limited = await call('register', register(3));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('register', register(4), '192.0.2.7')).status).toBe(200);
  });

  it('limits password-reset requests per address and per e-mail', async () => {
    const { call, gotrue } = await appWith(
      limits({ passwordReset: { max: 2, windowSeconds: 300 } }),
    );
    expect((await call('request_password_reset', { email: 'a@example.com' })).status).toBe(200);
    expect((await gotrue('/recover', { email: 'b@example.com' })).status).toBe(200);
    expect((await call('request_password_reset', { email: 'c@example.com' })).status).toBe(429);
    // Another address may still ask, but not for an e-mail already asked for twice.
    expect(
      (await call('request_password_reset', { email: 'd@example.com' }, '192.0.2.8')).status,
    ).toBe(200);
    await call('request_password_reset', { email: 'd@example.com' }, '192.0.2.9');
    expect(
      (await call('request_password_reset', { email: 'd@example.com' }, '192.0.2.10')).status,
    ).toBe(429);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthService } from '../../auth/auth-service.ts';
import type { AuthSettings } from '../../auth/auth-settings.ts';
import { createRateLimiter } from '../../db/rate-limit.ts';
import { authTestApp, callAuth } from '../../test/auth-app.ts';
import {
  createTestKeys,
  createTestUser,
  TEST_PASSWORD,
  testAuthSettings,
} from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const database = useTestDatabase({ migrate: true });

// The counters live in the database, which every test of this file shares.
beforeEach(async () => {
  await database.db.query('DELETE FROM rate_limit_hits');
});

const limits = (rateLimits: Partial<AuthSettings['rateLimits']>) =>
  testAuthSettings({
    rateLimits: { login: null, loginIp: null, signup: null, passwordReset: null, ...rateLimits },
  });

/**
 * A new app instance, as another backend process would be: the counters are the database's.
 * It reads the client address from X-Forwarded-For.
 */
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
  it('are limited per account and address, with Retry-After, even for the right password', async () => {
    const email = `limited-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const { call } = await appWith(limits({ login: { limit: 3, windowSeconds: 900 } }));
    for (let n = 0; n < 3; n += 1) {
      expect((await call('login', wrong(email), '198.51.100.1')).status).toBe(400);
    }
    const limited = await call('login', { email, password: TEST_PASSWORD }, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(String(limited.body.error)).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('typed elsewhere never lock the owner out of their account', async () => {
    const email = `owner-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const { call } = await appWith(
      limits({
        login: { limit: 3, windowSeconds: 900 },
        loginIp: { limit: 10, windowSeconds: 900 },
      }),
    );
    // Thirty failures from ten other places: each place is stopped, the account is not.
    for (let place = 1; place <= 10; place += 1) {
      const ip = `198.51.100.${place}`;
      for (let n = 0; n < 3; n += 1)
        expect((await call('login', wrong(email), ip)).status).toBe(400);
      expect((await call('login', wrong(email), ip)).status).toBe(429);
    }
    const owner = await call('login', { email, password: TEST_PASSWORD }, '192.0.2.50');
    expect(owner.status).toBe(200);
  });

  it('are limited per client address across accounts, with a ceiling of their own', async () => {
    const { call } = await appWith(
      limits({
        login: { limit: 2, windowSeconds: 60 },
        loginIp: { limit: 3, windowSeconds: 60 },
      }),
    );
    for (const n of [1, 2, 3]) {
      expect((await call('login', wrong(`nobody${n}@example.com`))).status).toBe(400);
    }
    // Past the ceiling an account that never failed here gets one attempt, then no more.
    expect((await call('login', wrong('nobody1@example.com'))).status).toBe(429);
    expect((await call('login', wrong('nobody4@example.com'))).status).toBe(400);
    expect((await call('login', wrong('nobody4@example.com'))).status).toBe(429);
    expect((await call('login', wrong('nobody4@example.com'), '203.0.113.99')).status).toBe(400);
  });

  it('past the ceiling of an address, still let in the people of that office who type their password right', async () => {
    const colleague = `office-${Date.now()}@example.com`;
    const careless = `careless-${Date.now()}@example.com`;
    await createTestUser(database.db, { email: colleague });
    await createTestUser(database.db, { email: careless });
    const { call } = await appWith(
      limits({
        login: { limit: 10, windowSeconds: 900 },
        loginIp: { limit: 100, windowSeconds: 900 },
      }),
    );
    const office = '198.51.100.77';
    // One person behind the office's address fails 100 times at other accounts.
    for (let n = 0; n < 100; n += 1) {
      expect((await call('login', wrong(`guess${n % 20}@example.com`), office)).status).toBe(400);
    }
    expect((await call('login', wrong('guess0@example.com'), office)).status).toBe(429);
    // A colleague with no failure from here signs in, again and again.
    for (let n = 0; n < 3; n += 1) {
      expect(
        (await call('login', { email: colleague, password: TEST_PASSWORD }, office)).status,
      ).toBe(200);
    }
    // One who mistypes once from the crowded address waits for the window, like a guesser.
    expect((await call('login', wrong(careless), office)).status).toBe(400);
    expect((await call('login', { email: careless, password: TEST_PASSWORD }, office)).status).toBe(
      429,
    );
    // Elsewhere they are not locked out.
    expect(
      (await call('login', { email: careless, password: TEST_PASSWORD }, '192.0.2.8')).status,
    ).toBe(200);
  });

  it('are counted by both doors together', async () => {
    const { call, gotrue } = await appWith(limits({ login: { limit: 2, windowSeconds: 60 } }));
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
    const { call, gotrue } = await appWith(limits({ signup: { limit: 2, windowSeconds: 300 } }));
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
      limits({ passwordReset: { limit: 2, windowSeconds: 300 } }),
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

describe('proposal links', () => {
  it('are limited per client address, the failures counted on the login-per-address rule', async () => {
    const { call } = await appWith(limits({ loginIp: { limit: 2, windowSeconds: 900 } }));
    const guess = {
      proposal_id: '00000000-0000-4000-8000-000000000001',
      token: 'x'.repeat(43),
    };
    for (let n = 0; n < 2; n += 1) {
      const refused = await call('sign_in_with_link', guess, '198.51.100.30');
      expect(refused.body.code).toBe('INVALID_LINK');
    }
    const limited = await call('sign_in_with_link', guess, '198.51.100.30');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await call('sign_in_with_link', guess, '198.51.100.31')).status).toBe(400);
  });
});

describe('a successful sign-in', () => {
  it('forgets the failures of its account from its address', async () => {
    const email = `forgiven-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const { call } = await appWith(limits({ login: { limit: 3, windowSeconds: 900 } }));
    expect((await call('login', wrong(email))).status).toBe(400);
    expect((await call('login', wrong(email))).status).toBe(400);
    expect((await call('login', { email, password: TEST_PASSWORD })).status).toBe(200);
    for (let n = 0; n < 3; n += 1) expect((await call('login', wrong(email))).status).toBe(400);
    expect((await call('login', wrong(email))).status).toBe(429);
  });

  it('is not counted on the client address, which keeps its failures', async () => {
    const email = `regular-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const { call } = await appWith(limits({ loginIp: { limit: 3, windowSeconds: 900 } }));
    const rightPassword = { email, password: TEST_PASSWORD };
    expect((await call('login', wrong('nobody1@example.com'))).status).toBe(400);
    for (let n = 0; n < 3; n += 1) expect((await call('login', rightPassword)).status).toBe(200);
    expect((await call('login', wrong('nobody2@example.com'))).status).toBe(400);
    expect((await call('login', wrong('nobody3@example.com'))).status).toBe(400);
    // The address is at its ceiling; the account has no failure from it, so it still gets in.
    expect((await call('login', rightPassword)).status).toBe(200);
    expect((await call('login', wrong('nobody4@example.com'))).status).toBe(400);
    expect((await call('login', wrong('nobody4@example.com'))).status).toBe(429);
  });
});

describe('the counts, kept in the database', () => {
  const settings = limits({
    login: { limit: 3, windowSeconds: 900 },
    loginIp: { limit: 3, windowSeconds: 900 },
  });

  it('are shared by two backend processes on one database', async () => {
    const email = `shared-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const first = await appWith(settings);
    const second = await appWith(settings);
    expect((await first.call('login', wrong(email))).status).toBe(400);
    expect((await second.call('login', wrong(email))).status).toBe(400);
    expect((await first.gotrue('/token?grant_type=password', wrong(email))).status).toBe(400);
    const refused = await second.call('login', { email, password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect((await first.call('login', { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('survive a restart', async () => {
    const before = await appWith(settings);
    for (const n of [1, 2, 3]) {
      expect((await before.call('login', wrong(`gone${n}@example.com`))).status).toBe(400);
    }
    const after = await appWith(settings);
    // An account that failed from here: refused (one that did not would get its one attempt).
    const refused = await after.call('login', wrong('gone1@example.com'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
  });

  it('let no more guesses through than the limit when they arrive all at once', async () => {
    const email = `crowd-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    const apps = [await appWith(settings), await appWith(settings)];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => apps[n % 2]?.call('login', wrong(email))),
    );
    const statuses = answers.map((answer) => answer?.status).sort();
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  });
});

describe('the login window', () => {
  it('lets a locked account in once its oldest failure has left the window', async () => {
    const email = `patient-${Date.now()}@example.com`;
    await createTestUser(database.db, { email });
    let now = Date.now();
    const auth = createAuthService({
      db: database.db,
      keys: await createTestKeys(),
      settings: limits({ login: { limit: 3, windowSeconds: 900 } }),
      limiter: createRateLimiter(database.db, { now: () => new Date(now) }),
    });
    const client = { ip: '198.51.100.9', userAgent: null };
    for (let n = 0; n < 3; n += 1) {
      await expect(auth.signIn(wrong(email), client)).rejects.toMatchObject({
        failure: 'invalid_credentials',
      });
      now += 100_000;
    }
    // Failures at 0, 100 and 200 s; now 300 s: the first leaves the window at 900 s.
    const rightPassword = { email, password: TEST_PASSWORD };
    await expect(auth.signIn(rightPassword, client)).rejects.toMatchObject({
      failure: 'rate_limited',
      retryAfterSeconds: 600,
    });
    now += 599_000;
    await expect(auth.signIn(rightPassword, client)).rejects.toMatchObject({
      retryAfterSeconds: 1,
    });
    now += 1000;
    expect((await auth.signIn(rightPassword, client)).account.email).toBe(email);
  });
});

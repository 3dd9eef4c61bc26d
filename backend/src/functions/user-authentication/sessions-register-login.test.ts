import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { authTestApp, callAuth } from '../../test/auth-app.ts';
import { createTestUser, TEST_PASSWORD, testAuthSettings, tokenFor } from '../../test/fixtures.ts';
import {
  call,
  expectSession,
  keys,
  registration,
  useSessionsApp,
  whoami,
} from './sessions-test-app.ts';

const database = useSessionsApp();

const count = async (table: string) => {
  const [row] = await database.db.query<{ count: number }>(`SELECT count(*) FROM ${table}`);
  return row?.count ?? 0;
};

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

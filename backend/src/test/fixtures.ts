import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Account, insertAccount } from '../auth/accounts.ts';
import { type AuthSettings, defaultAuthSettings, NO_RATE_LIMITS } from '../auth/auth-settings.ts';
import { type Keys, loadOrCreateKeys } from '../auth/keys.ts';
import { hashPassword, type ScryptCost } from '../auth/password.ts';
import type { UserRole } from '../auth/roles.ts';
import { signSessionToken } from '../auth/session-token.ts';
import { type IssuedTokens, startSession } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';

/** Cheap scrypt for tests only (about 1 ms instead of ~100 ms). */
export const TEST_SCRYPT_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Keys from a fixed secret; touches no file. */
export const createTestKeys = (jwtSecret = TEST_JWT_SECRET): Promise<Keys> =>
  loadOrCreateKeys({ dataDir: '/nonexistent', jwtSecret });

/**
 * Auth settings for tests: cheap scrypt and no rate limits (tests of the limits set their own).
 * createApp without authSettings uses the production defaults instead.
 */
export const testAuthSettings = (overrides: Partial<AuthSettings> = {}): AuthSettings => ({
  ...defaultAuthSettings,
  passwordCost: TEST_SCRYPT_COST,
  rateLimits: NO_RATE_LIMITS,
  ...overrides,
});

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestUserOptions {
  role?: UserRole;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  company?: string | null;
}

/** Inserts a user (database migrated); the password is TEST_PASSWORD unless given. */
export async function createTestUser(
  db: Queryable,
  options: TestUserOptions = {},
): Promise<Account> {
  const role = options.role ?? 'client';
  const account = await insertAccount(db, {
    email: options.email ?? `${role}-${randomUUID()}@example.com`,
    passwordHash: await hashPassword(options.password ?? TEST_PASSWORD, TEST_SCRYPT_COST),
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'User',
    company: options.company ?? null,
    role,
  });
  if (!account) throw new Error('createTestUser: the e-mail is taken');
  return account;
}

/**
 * A user with `role` and a live session in the session store: its access token passes the
 * server's session check (tokenFor's made-up sessions do not).
 */
export async function signedInUser(
  db: Queryable,
  keys: Keys,
  options: TestUserOptions = {},
): Promise<{ account: Account; tokens: IssuedTokens; token: string }> {
  const account = await createTestUser(db, options);
  const tokens = await startSession(
    db,
    account,
    { ip: null, userAgent: null },
    { keys, accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 3600 },
  );
  return { account, tokens, token: tokens.accessToken };
}

/**
 * A signed session token for a made-up user with `role`. Only the signature is real: the app's
 * session check refuses it, so use it with `createCallerResolver({ keys })` (no session store)
 * or for tests of the token itself; use `signedInUser` against the full app.
 */
export function tokenFor(
  keys: Keys,
  role: UserRole,
  options: { userId?: string; expiresInSeconds?: number; now?: Date } = {},
): Promise<string> {
  return signSessionToken(
    keys.jwtSecret,
    { userId: options.userId ?? randomUUID(), role, sessionId: randomUUID() },
    { expiresInSeconds: options.expiresInSeconds ?? 600, now: options.now ?? new Date() },
  );
}

export interface CallOptions {
  /** Bearer token; defaults to the anon key. null sends no Authorization header. */
  token?: string | null;
  /** apikey header; defaults to the anon key. null sends none. */
  apiKey?: string | null;
  headers?: Record<string, string>;
}

/** `POST /functions/v1/<name>` the way @supabase/supabase-js sends it. */
export function callFunction(
  app: Hono,
  keys: Keys,
  name: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...options.headers,
  };
  const apiKey = options.apiKey === undefined ? keys.anonKey : options.apiKey;
  const token = options.token === undefined ? keys.anonKey : options.token;
  if (apiKey !== null) headers.apikey = apiKey;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return Promise.resolve(
    app.request(`/functions/v1/${name}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

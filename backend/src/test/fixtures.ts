import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Keys, loadOrCreateKeys } from '../auth/keys.ts';
import type { ScryptCost } from '../auth/password.ts';
import type { UserRole } from '../auth/roles.ts';
import { signSessionToken } from '../auth/session-token.ts';

/** Cheap scrypt for tests only (about 1 ms instead of ~100 ms). */
export const TEST_SCRYPT_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Keys from a fixed secret; touches no file. */
export const createTestKeys = (jwtSecret = TEST_JWT_SECRET): Promise<Keys> =>
  loadOrCreateKeys({ dataDir: '/nonexistent', jwtSecret });

/** A signed session token for a made-up user with `role`. */
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

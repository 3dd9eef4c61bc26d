import type { Hono } from 'hono';
import { beforeAll, beforeEach, expect } from 'vitest';
import { type AuthService, createAuthService } from '../auth/auth-service.ts';
import type { Keys } from '../auth/keys.ts';
import { authTestApp } from '../test/auth-app.ts';
import { createTestKeys, testAuthSettings } from '../test/fixtures.ts';
import { type TestDatabaseHandle, useTestDatabase } from '../test/test-database.ts';

/** Tests only: the app the GoTrue endpoint tests call, and their requests. */

/** Set before the tests of the file that called useGotrueApp: its keys, app and auth service. */
export let keys: Keys;
export let app: Hono;
let service: AuthService;

/** Builds the app on a migrated test database; each test starts without users or e-mails. */
export function useGotrueApp(): TestDatabaseHandle {
  const database = useTestDatabase({ migrate: true });

  beforeAll(async () => {
    keys = await createTestKeys();
    service = createAuthService({ db: database.db, keys, settings: testAuthSettings() });
    app = authTestApp(database.db, keys, { auth: service });
  });

  beforeEach(async () => {
    await database.db.exec('TRUNCATE users CASCADE; TRUNCATE email_outbox CASCADE;');
  });

  return database;
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers are inspected freely in tests
  body: any;
  headers: Headers;
}

export async function auth(
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

export const password = 'a long enough password';

export async function signUp(email = 'ada@example.com') {
  const reply = await auth('POST', '/signup', {
    body: { email, password, data: { first_name: 'Ada', last_name: 'Lovelace' } },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

import type { Hono } from 'hono';
import { beforeAll, beforeEach } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import type { UserRole } from '../auth/roles.ts';
import type { Database } from '../db/database.ts';
import { authTestApp } from './auth-app.ts';
import { callFunction, createTestKeys, signedInUser, type TestUserOptions } from './fixtures.ts';
import { useTestDatabase } from './test-database.ts';

/** Tests only: any function of the full app (real session store) on a migrated database. */

export type As = 'anonymous' | UserRole;

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  body: any;
}

export interface FunctionKit {
  readonly db: Database;
  /** The admin ("Ada Admin") that `as: 'admin'` calls are signed in as. */
  readonly adminId: string;
  /** `POST /functions/v1/<name>` with `body`, signed in as `as` (default admin). */
  call(
    name: string,
    body: Record<string, unknown>,
    as?: As,
    options?: { token?: string; ip?: string },
  ): Promise<FunctionAnswer>;
  /** Another signed-in user, with a live session. */
  signIn(options: TestUserOptions): Promise<{ userId: string; token: string }>;
}

/**
 * Each test starts with the given tables truncated (CASCADE: what references them goes too);
 * the signed-in users stay.
 */
export function useFunctionKit(options: { truncate: readonly string[] }): FunctionKit {
  const database = useTestDatabase({ migrate: true });
  let keys: Keys;
  let app: Hono;
  let adminId = '';
  const tokens = new Map<As, string>();

  const signIn = async (user: TestUserOptions) => {
    const signedIn = await signedInUser(database.db, keys, user);
    return { userId: signedIn.account.id, token: signedIn.token };
  };

  beforeAll(async () => {
    keys = await createTestKeys();
    app = authTestApp(database.db, keys, { trustProxy: true });
    const admin = await signIn({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    adminId = admin.userId;
    tokens.set('anonymous', keys.anonKey);
    tokens.set('admin', admin.token);
    tokens.set('super_admin', (await signIn({ role: 'super_admin' })).token);
    tokens.set('client', (await signIn({ role: 'client' })).token);
  });

  beforeEach(async () => {
    if (options.truncate.length > 0) {
      await database.db.exec(`TRUNCATE ${options.truncate.join(', ')} CASCADE`);
    }
  });

  return {
    get db() {
      return database.db;
    },
    get adminId() {
      return adminId;
    },
    signIn,
    async call(name, body, as = 'admin', callOptions = {}) {
      const response = await callFunction(app, keys, name, body, {
        token: callOptions.token ?? tokens.get(as) ?? null,
        headers: { 'x-forwarded-for': callOptions.ip ?? '203.0.113.1' },
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
}

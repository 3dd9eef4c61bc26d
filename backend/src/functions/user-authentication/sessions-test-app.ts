import type { Hono } from 'hono';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import { anyAnswer } from '../../test/any-answer.ts';
import { type Answer, authTestApp, callAuth } from '../../test/auth-app.ts';
import { callFunction, createTestKeys } from '../../test/fixtures.ts';
import { type TestDatabaseHandle, useTestDatabase } from '../../test/test-database.ts';
import { defineAction, defineFunction } from '../registry.ts';

/** Tests only: the app the session tests call (user-authentication and a probe), and helpers. */

/** Set before the tests of the file that called useSessionsApp: its keys and app. */
export let keys: Keys;
let app: Hono;

/** An authenticated action, to show which tokens the dispatcher accepts. */
const probe = defineFunction('probe', {
  whoami: defineAction({
    access: 'authenticated',
    output: anyAnswer,
    handler: (_input, ctx) => ({ userId: ctx.caller.userId, role: ctx.caller.role }),
  }),
});

/** Builds the app on a migrated test database; each test starts without users or e-mails. */
export function useSessionsApp(): TestDatabaseHandle {
  const database = useTestDatabase({ migrate: true });

  beforeAll(async () => {
    keys = await createTestKeys();
    app = authTestApp(database.db, keys, { extra: [probe] });
  });

  beforeEach(async () => {
    await database.db.exec('TRUNCATE users CASCADE; TRUNCATE email_outbox CASCADE;');
  });

  return database;
}

export const call = (
  action: string,
  payload: Record<string, unknown> = {},
  token?: string | null,
) => callAuth(app, keys, action, payload, token === undefined ? {} : { token });

export const whoami = async (token: string) => {
  const response = await callFunction(app, keys, 'probe', { action: 'whoami' }, { token });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

export const registration = {
  email: '  Ada@Example.COM ',
  password: 'a long enough password',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
};

export function expectSession(answer: Answer, user: Record<string, unknown>) {
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    success: true,
    user: { id: expect.any(String), ...user },
    token: expect.any(String),
    refreshToken: expect.any(String),
    expiresAt: expect.any(Number),
  });
  const nowSeconds = Math.floor(Date.now() / 1000);
  expect(answer.body.expiresAt).toBeGreaterThanOrEqual(nowSeconds + 3600 - 5);
  expect(answer.body.expiresAt).toBeLessThanOrEqual(nowSeconds + 3600 + 1);
}

import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import type { UserRole } from '../auth/roles.ts';
import { authTestApp } from '../test/auth-app.ts';
import { callFunction, createTestKeys, signedInUser } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { createFunctionRegistry } from './index.ts';
import type { Access } from './registry.ts';

/**
 * Walks every action of the production registry as every kind of caller and checks the
 * dispatcher enforces its declared access. A function added to `allFunctions` is covered
 * without touching this file.
 */

type CallerKind = 'anonymous' | UserRole | 'ended session';
const callers: CallerKind[] = ['anonymous', 'client', 'admin', 'super_admin', 'ended session'];

/** Which roles each rule admits (anonymous only for public). */
const admits: Record<Access, readonly CallerKind[]> = {
  public: ['anonymous', 'client', 'admin', 'super_admin'],
  authenticated: ['client', 'admin', 'super_admin'],
  client: ['client'],
  admin: ['admin', 'super_admin'],
  super_admin: ['super_admin'],
};

const registry = createFunctionRegistry();
const cases = registry.actions().flatMap(({ function: name, action, access }) =>
  callers.map((caller) => ({
    name,
    action,
    access,
    caller,
    hasCredentialsInPayload: registry.findAction(name, action)?.credentialsInPayload === true,
  })),
);

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;
const tokens = new Map<CallerKind, string>();

beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(database.db, keys);
  tokens.set('anonymous', keys.anonKey);
  for (const role of ['client', 'admin', 'super_admin'] as const) {
    const user = await signedInUser(database.db, keys, { role });
    tokens.set(role, user.token);
    // The portal answers an account without a client record 403 NOT_LINKED (docs/portal.md).
    if (role === 'client') {
      await database.db.query('INSERT INTO clients (name, email, user_id) VALUES ($1, $2, $3)', [
        'Walk Client',
        user.account.email,
        user.account.id,
      ]);
    }
  }
  const ended = await signedInUser(database.db, keys, { role: 'super_admin' });
  await database.db.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1', [
    ended.tokens.sessionId,
  ]);
  tokens.set('ended session', ended.token);
});

describe('every registered action enforces its access rule', () => {
  it('has actions to walk', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)(
    '$name/$action ($access) called by $caller',
    async ({ name, action, access, caller, hasCredentialsInPayload }) => {
      const response = await callFunction(
        app,
        keys,
        name,
        { action },
        { token: tokens.get(caller) },
      );
      const body = (await response.json()) as { code?: string };
      if (caller === 'ended session') {
        if (hasCredentialsInPayload) {
          expect([401, 403], `${body.code}`).not.toContain(response.status);
        } else {
          expect(response.status).toBe(401);
          expect(body.code).toBe('INVALID_TOKEN');
        }
      } else if (admits[access].includes(caller)) {
        expect([401, 403], `answered ${body.code}`).not.toContain(response.status);
      } else if (caller === 'anonymous') {
        expect(response.status).toBe(401);
        expect(body.code).toBe('UNAUTHORIZED');
      } else {
        expect(response.status).toBe(403);
        expect(body.code).toBe('FORBIDDEN');
      }
    },
  );
});

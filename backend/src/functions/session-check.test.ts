import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createCallerResolver } from '../auth/caller.ts';
import type { Keys } from '../auth/keys.ts';
import type { UserRole } from '../auth/roles.ts';
import { captureLogs } from '../log/log-capture.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { callFunction, createTestKeys, tokenFor } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { createRegistry, defineAction, defineFunction } from './registry.ts';

/**
 * Actions with `sessionCheck: 'in-statement'`: the dispatcher checks the token up front and
 * the role the action's statement read afterwards (get-leads-read-path.test.ts tests it on the
 * real session store). Here the "statement" is played by the payload's `liveRole`.
 */

let handlerRuns = 0;

const testFunction = defineFunction('session-things', {
  read: defineAction({
    access: 'admin',
    output: anyAnswer,
    sessionCheck: 'in-statement',
    handler: (input: { liveRole?: UserRole | null }, ctx) => {
      handlerRuns += 1;
      ctx.confirmSession(input.liveRole ?? null);
      return { read: true };
    },
  }),
  forgetful_read: defineAction({
    access: 'admin',
    output: anyAnswer,
    sessionCheck: 'in-statement',
    handler: () => ({ read: true }),
  }),
  plain: defineAction({
    access: 'admin',
    output: anyAnswer,
    handler: (_input, ctx) => {
      ctx.confirmSession('admin');
      return { read: true };
    },
  }),
});

const database = useTestDatabase();
const logs = captureLogs('error');
let keys: Keys;
let app: Hono;

beforeAll(async () => {
  keys = await createTestKeys();
  app = createApp({
    db: database.db,
    keys,
    corsOrigins: ['http://localhost:3000'],
    functions: createRegistry([testFunction]),
    resolveCaller: createCallerResolver({ keys }),
    logger: logs.logger,
  });
});

const call = async (action: string, role: UserRole, liveRole?: UserRole | null) => {
  const token = await tokenFor(keys, role);
  const response = await callFunction(app, keys, 'session-things', { action, liveRole }, { token });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('an action that checks the session in its statement', () => {
  it('answers when the session read is live with the role the action needs', async () => {
    expect(await call('read', 'admin', 'super_admin')).toMatchObject({ status: 200 });
  });

  it('answers 401 when the statement found no live session', async () => {
    const { status, body } = await call('read', 'admin', null);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers 403 when the role read is no longer enough', async () => {
    const { status, body } = await call('read', 'admin', 'client');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a token without the role before the action runs', async () => {
    handlerRuns = 0;
    expect((await call('read', 'client', 'admin')).status).toBe(403);
    expect(handlerRuns).toBe(0);
  });

  it('fails (500, logged) rather than answer when the action forgot to confirm', async () => {
    const { status, body } = await call('forgetful_read', 'admin');
    expect(status).toBe(500);
    expect(body.read).toBeUndefined();
    expect(logs.text()).toContain('action forgetful_read failed');
  });

  it('is not for actions whose session the dispatcher checked (500)', async () => {
    expect((await call('plain', 'admin')).status).toBe(500);
  });
});

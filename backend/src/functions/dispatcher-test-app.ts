import type { Hono } from 'hono';
import { afterEach, beforeAll, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app.ts';
import { createCallerResolver } from '../auth/caller.ts';
import type { Keys } from '../auth/keys.ts';
import { AppError } from '../errors.ts';
import { captureLogs } from '../log/log-capture.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { callFunction, createTestKeys } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { createRegistry, defineAction, defineFunction } from './registry.ts';

/**
 * Tests only: the app the dispatcher tests call, with one made-up function ('test-things')
 * whose actions cover each access rule, an input schema, an output schema and failures.
 */

const testFunction = defineFunction('test-things', {
  ping: defineAction({
    access: 'public',
    output: anyAnswer,
    handler: (input, ctx) => ({ input, caller: ctx.caller }),
  }),
  sign_in: defineAction({
    access: 'public',
    output: anyAnswer,
    credentialsInPayload: true,
    handler: (_input, ctx) => ({ caller: ctx.caller }),
  }),
  whoami: defineAction({
    access: 'authenticated',
    output: anyAnswer,
    handler: (_input, ctx) => ({ userId: ctx.caller.userId, role: ctx.caller.role }),
  }),
  client_only: defineAction({
    access: 'client',
    output: anyAnswer,
    handler: () => ({ area: 'client' }),
  }),
  admin_only: defineAction({
    access: 'admin',
    output: anyAnswer,
    handler: () => ({ area: 'admin' }),
  }),
  super_admin_only: defineAction({
    access: 'super_admin',
    output: anyAnswer,
    handler: () => ({ area: 'super' }),
  }),
  create_thing: defineAction({
    access: 'public',
    output: anyAnswer,
    input: z.object({
      name: z.string().min(1, 'Name is required'),
      email: z.email('Enter a valid e-mail address'),
      size: z.object({ width: z.number() }).optional(),
    }),
    handler: (input) => ({ thing: input }),
  }),
  explode: defineAction({
    access: 'public',
    output: anyAnswer,
    handler: () => {
      throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db');
    },
  }),
  conflict: defineAction({
    access: 'public',
    output: anyAnswer,
    handler: () => {
      throw new AppError('CONFLICT', 'That thing already exists');
    },
  }),
  answer_count: defineAction({
    access: 'public',
    input: z.object({ answer: z.unknown() }),
    output: z.object({ count: z.number().int() }),
    // What the handler really answers, whatever its type says: the check is at run time.
    handler: ({ answer }) => answer as { count: number },
  }),
  read_database: defineAction({
    access: 'public',
    output: anyAnswer,
    handler: async (_input, ctx) => {
      const [row] = await ctx.db.query<{ answer: number }>('SELECT 41 + $1::int AS answer', [1]);
      return { answer: row?.answer };
    },
  }),
});

/** The app and keys of the test file that called useDispatcherApp (set before its tests). */
export let app: Hono;
export let keys: Keys;

/** Opens a test database and builds the app on it before the tests of the calling file. */
export function useDispatcherApp() {
  const database = useTestDatabase();
  const logs = captureLogs('error');

  beforeAll(async () => {
    keys = await createTestKeys();
    app = createApp({
      db: database.db,
      keys,
      corsOrigins: ['http://localhost:3000'],
      functions: createRegistry([testFunction]),
      // Signature checks only: these tests are about dispatching, and tokenFor's sessions are
      // not in a session store (the full check is tested in user-authentication and access-walk).
      resolveCaller: createCallerResolver({ keys }),
      logger: logs.logger,
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  return { logs };
}

export const call = (body: unknown, options?: Parameters<typeof callFunction>[4]) =>
  callFunction(app, keys, 'test-things', body, options);

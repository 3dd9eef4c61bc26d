import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createCallerResolver } from '../auth/caller.ts';
import type { Keys } from '../auth/keys.ts';
import { createRegistry, defineAction, defineFunction } from '../functions/registry.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { callFunction, createTestKeys } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const database = useTestDatabase();
let keys: Keys;
let app: Hono;

beforeAll(async () => {
  keys = await createTestKeys();
  app = createApp({
    db: database.db,
    keys,
    corsOrigins: ['http://localhost:3000'],
    functions: createRegistry([
      defineFunction('test-things', {
        ping: defineAction({
          access: 'public',
          output: anyAnswer,
          handler: () => ({ pong: true }),
        }),
        admin_only: defineAction({ access: 'admin', output: anyAnswer, handler: () => ({}) }),
      }),
    ]),
    resolveCaller: createCallerResolver({ keys }),
  });
});

const origin = { Origin: 'http://localhost:3000' };

describe('security headers on every answer', () => {
  it.each([
    [
      'a success',
      () => callFunction(app, keys, 'test-things', { action: 'ping' }, { headers: origin }),
    ],
    [
      'a 401',
      () => callFunction(app, keys, 'test-things', { action: 'admin_only' }, { headers: origin }),
    ],
    ['a 400', () => callFunction(app, keys, 'test-things', '{', { headers: origin })],
    ['a 404', () => Promise.resolve(app.request('/nowhere', { headers: origin }))],
    ['an auth error', () => Promise.resolve(app.request('/auth/v1/nowhere', { headers: origin }))],
    [
      'a CORS preflight',
      () =>
        Promise.resolve(
          app.request('/functions/v1/test-things', {
            method: 'OPTIONS',
            headers: { ...origin, 'Access-Control-Request-Method': 'POST' },
          }),
        ),
    ],
  ])(
    '%s carries nosniff, Referrer-Policy and frame-ancestors, with CORS intact',
    async (_case, send) => {
      const response = await send();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name)).toBe(value);
      }
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    },
  );
});

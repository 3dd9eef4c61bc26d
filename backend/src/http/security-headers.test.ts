import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createCallerResolver } from '../auth/caller.ts';
import type { Keys } from '../auth/keys.ts';
import { createRegistry, defineAction, defineFunction } from '../functions/registry.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { callFunction, createTestKeys } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { HSTS_VALUE, isHttpsRequest, SECURITY_HEADERS } from './security-headers.ts';

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
    '%s carries nosniff, Referrer-Policy, frame-ancestors and Permissions-Policy, with CORS intact',
    async (_case, send) => {
      const response = await send();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name)).toBe(value);
      }
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    },
  );
});

describe('Permissions-Policy and HSTS (issue 35)', () => {
  it('denies camera, microphone, location and payment APIs', () => {
    const policy = SECURITY_HEADERS['Permissions-Policy'];
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = createApp({
      db: database.db,
      keys,
      corsOrigins: ['http://localhost:3000'],
      functions: createRegistry([]),
      resolveCaller: createCallerResolver({ keys }),
      trustProxy: 1,
    });
    const overHttps = await behindProxy.request('/health/live', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers.get('permissions-policy')).toBe(
      SECURITY_HEADERS['Permissions-Policy'],
    );
    const overHttp = await behindProxy.request('/health/live', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    // Without a trusted proxy the header is the client's word: no HSTS on plain HTTP.
    const direct = await app.request('/health/live', { headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    expect(direct.headers.get('permissions-policy')).toBe(SECURITY_HEADERS['Permissions-Policy']);
  });

  it('reads X-Forwarded-Proto where the outermost proxy of ours wrote it', () => {
    const check = (forwardedProto: string | undefined, trustProxy: number | boolean) =>
      isHttpsRequest({ isEncrypted: false, forwardedProto, trustProxy });
    expect(check('https', true)).toBe(true);
    expect(check('HTTPS', 1)).toBe(true);
    expect(check('https', false)).toBe(false);
    expect(check('https, http', 1)).toBe(false);
    expect(check('https, http', 2)).toBe(true);
    expect(check(undefined, 1)).toBe(false);
    expect(
      isHttpsRequest({ isEncrypted: true, forwardedProto: undefined, trustProxy: false }),
    ).toBe(true);
  });
});

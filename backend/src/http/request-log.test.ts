import { isUuid } from '@atelier/shared/contract';
import type { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Keys } from '../auth/keys.ts';
import { allFunctions, createFunctionRegistry } from '../functions/index.ts';
import { defineAction, defineFunction } from '../functions/registry.ts';
import { captureLogs, type LogEntry } from '../log/log-capture.ts';
import { anyAnswer } from '../test/any-answer.ts';
import {
  callFunction,
  createTestKeys,
  createTestUser,
  TEST_PASSWORD,
  testAuthSettings,
} from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { acceptedRequestId } from './request-log.ts';

const logTest = defineFunction('log-test', {
  ping: defineAction({ access: 'public', output: anyAnswer, handler: () => ({ pong: true }) }),
  explode: defineAction({
    access: 'public',
    output: anyAnswer,
    handler: () => {
      throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db');
    },
  }),
});

const database = useTestDatabase({ migrate: true });
const logs = captureLogs();
let keys: Keys;
let app: Hono;

beforeAll(async () => {
  keys = await createTestKeys();
  app = createApp({
    db: database.db,
    keys,
    corsOrigins: ['http://localhost:3000'],
    functions: createFunctionRegistry([...allFunctions, logTest]),
    authSettings: testAuthSettings(),
    trustProxy: true,
    logger: logs.logger,
  });
  app.get('/throws', () => {
    throw new Error('disk on fire');
  });
});

beforeEach(() => {
  logs.clear();
});

const requestLines = (): LogEntry[] => logs.entries.filter((entry) => entry.msg === 'request');

describe('the request log', () => {
  it('writes one line per request: method, path, function, action, status, duration, id', async () => {
    // The client's own claim, then the address our proxy saw: the log takes the latter.
    const headers = { 'x-forwarded-for': '198.51.100.250, 203.0.113.7' };
    const response = await callFunction(app, keys, 'log-test', { action: 'ping' }, { headers });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(isUuid(requestId ?? '')).toBe(true);

    expect(logs.entries).toHaveLength(1);
    const [line] = logs.entries;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/functions/v1/log-test',
      function: 'log-test',
      action: 'ping',
      status: 200,
      requestId,
      ip: '203.0.113.7',
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line?.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('names no function or action that does not exist', async () => {
    await callFunction(app, keys, 'log-test', { action: 'x'.repeat(500) });
    const [line] = requestLines();
    expect(line).toMatchObject({ status: 404, function: 'log-test' });
    expect(line).not.toHaveProperty('action');
    expect(logs.text()).not.toContain('x'.repeat(500));
  });

  it('keeps a safe incoming X-Request-Id', async () => {
    const response = await app.request('/health', {
      headers: { 'x-request-id': 'edge-7f3a.B_9' },
    });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.B_9');
    expect(requestLines()).toEqual([expect.objectContaining({ requestId: 'edge-7f3a.B_9' })]);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['JSON injection', 'x","level":"fatal'],
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'two words'],
    ['non-ASCII', 'idé'],
  ])('replaces a malicious incoming X-Request-Id (%s)', async (_case, incoming) => {
    const response = await app.request('/health', { headers: { 'x-request-id': incoming } });
    const requestId = response.headers.get('x-request-id');
    expect(isUuid(requestId ?? '')).toBe(true);
    expect(requestLines()).toEqual([expect.objectContaining({ requestId })]);
    expect(logs.text()).not.toContain(incoming);
  });

  it('answers the id on 404s and CORS preflights, and lets browsers read it', async () => {
    const notFound = await app.request('/no/such/route', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(notFound.status).toBe(404);
    expect(isUuid(notFound.headers.get('x-request-id') ?? '')).toBe(true);
    expect(notFound.headers.get('access-control-expose-headers')).toContain('X-Request-Id');

    const preflight = await app.request('/functions/v1/log-test', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'x-request-id': 'preflight-1',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('x-request-id')).toBe('preflight-1');
    expect(requestLines().map((line) => [line.status, line.requestId])).toEqual([
      [404, notFound.headers.get('x-request-id')],
      [204, 'preflight-1'],
    ]);
  });
});

describe('what is never logged', () => {
  it('a user-authentication login: no password, e-mail, tokens or Authorization', async () => {
    const email = 'ada.lovelace@example.com';
    await createTestUser(database.db, { email });
    const response = await callFunction(app, keys, 'user-authentication', {
      action: 'login',
      email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    const { token, refreshToken } = (await response.json()) as {
      token: string;
      refreshToken: string;
    };

    expect(requestLines()).toEqual([
      expect.objectContaining({ function: 'user-authentication', action: 'login', status: 200 }),
    ]);
    const text = logs.text();
    for (const secret of [TEST_PASSWORD, email, token, refreshToken, keys.anonKey]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a GoTrue password grant: no password, e-mail, tokens or query string', async () => {
    const email = 'grace.hopper@example.com';
    await createTestUser(database.db, { email });
    const response = await app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const { access_token, refresh_token } = (await response.json()) as {
      access_token: string;
      refresh_token: string;
    };

    expect(requestLines()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/auth/v1/token', status: 200 }),
    ]);
    const text = logs.text();
    for (const secret of [TEST_PASSWORD, email, access_token, refresh_token, 'grant_type']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('unexpected errors', () => {
  it('a throwing action: logged with its stack and request id, answered without internals', async () => {
    const response = await callFunction(app, keys, 'log-test', { action: 'explode' });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      success: false,
      error: 'Internal server error',
      code: 'INTERNAL',
    });
    expect(body).not.toMatch(/hunter2|ECONNREFUSED|stack/);

    const requestId = response.headers.get('x-request-id');
    const [failure, line] = logs.entries;
    expect(failure).toMatchObject({
      level: 'error',
      requestId,
      function: 'log-test',
      action: 'explode',
      err: {
        type: 'Error',
        message: expect.stringContaining('ECONNREFUSED'),
        stack: expect.stringMatching(/ECONNREFUSED[\s\S]*\n\s+at /),
      },
    });
    expect(line).toMatchObject({ level: 'error', msg: 'request', status: 500, requestId });
    expect(logs.entries).toHaveLength(2);
  });

  it('an error thrown by any route reaches the log through the error handler', async () => {
    const response = await app.request('/throws');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Internal server error',
      code: 'INTERNAL',
    });
    expect(logs.entries[0]).toMatchObject({
      level: 'error',
      msg: 'Unhandled error',
      requestId: response.headers.get('x-request-id'),
      err: { message: 'disk on fire', stack: expect.stringContaining('disk on fire') },
    });
  });
});

describe('acceptedRequestId', () => {
  it('accepts up to 128 characters of letters, digits, dot, underscore and hyphen', () => {
    expect(acceptedRequestId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(acceptedRequestId('Req-1.2_3')).toBe('Req-1.2_3');
    expect(acceptedRequestId('')).toBeUndefined();
    expect(acceptedRequestId(undefined)).toBeUndefined();
    expect(acceptedRequestId('a/b')).toBeUndefined();
  });
});

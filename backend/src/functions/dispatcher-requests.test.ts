import { describe, expect, it } from 'vitest';
import { callFunction, createTestKeys, TEST_JWT_SECRET, tokenFor } from '../test/fixtures.ts';
import { MAX_BODY_BYTES } from './dispatcher.ts';
import { app, call, keys, useDispatcherApp } from './dispatcher-test-app.ts';

useDispatcherApp();

describe('dispatching', () => {
  it('runs a public action and answers success with its result', async () => {
    const response = await call({ action: 'ping', hello: 'world' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      success: true,
      input: { hello: 'world' },
      caller: { kind: 'anonymous' },
    });
  });

  it('treats a request without Authorization header as anonymous', async () => {
    const response = await call({ action: 'ping' }, { token: null });
    expect(await response.json()).toMatchObject({ success: true, caller: { kind: 'anonymous' } });
  });

  it('gives handlers the database', async () => {
    const response = await call({ action: 'read_database' });
    expect(await response.json()).toEqual({ success: true, answer: 42 });
  });

  it.each([
    ['an unknown function', 'no-such-function', { action: 'ping' }],
    ['an unknown action', 'test-things', { action: 'no_such_action' }],
    ['an inherited property name as action', 'test-things', { action: 'constructor' }],
    ['__proto__ as function', '__proto__', { action: 'ping' }],
  ])('answers 404 FUNCTION_NOT_AVAILABLE for %s', async (_case, name, body) => {
    const response = await callFunction(app, keys, name, body);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Function not available',
      code: 'FUNCTION_NOT_AVAILABLE',
    });
  });

  it('answers a JSON 404 to other methods on a function path', async () => {
    const response = await app.request('/functions/v1/test-things', { method: 'GET' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Not found',
      code: 'NOT_FOUND',
    });
  });
});

describe('request body', () => {
  it('answers 400 INVALID_JSON to malformed JSON', async () => {
    const response = await call('{"action": "ping",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it('answers 400 INVALID_JSON to an empty body', async () => {
    const response = await call('');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it.each([
    ['an array', '[{"action":"ping"}]'],
    ['a string', '"ping"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers 400 INVALID_BODY when the body is %s', async (_case, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Request body must be a JSON object',
      code: 'INVALID_BODY',
    });
  });

  it.each([
    ['missing', {}],
    ['not a string', { action: 7 }],
    ['empty', { action: '' }],
  ])('answers 400 INVALID_BODY when action is %s', async (_case, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'The request body needs an "action" string naming what to do',
      code: 'INVALID_BODY',
      fields: { action: 'Required: a string' },
      fieldCodes: { action: { code: 'required' } },
    });
  });

  it('accepts a body of exactly 1 MiB', async () => {
    const prefix = '{"action":"ping","padding":"';
    const padding = 'x'.repeat(MAX_BODY_BYTES - prefix.length - 2);
    const body = `${prefix}${padding}"}`;
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const response = await call(body);
    expect(response.status).toBe(200);
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a body over 1 MiB', async () => {
    const body = JSON.stringify({ action: 'ping', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await call(body, { headers: { 'content-length': String(body.length) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Request body is larger than 1 MiB',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers 413 to an oversized chunked body without content-length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/functions/v1/test-things', {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.has('content-length')).toBe(false);
    const response = await app.request(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('API key and token', () => {
  it.each([
    ['missing', null, 'No API key found in request'],
    ['wrong', 'not-the-key', 'Invalid API key'],
  ])('answers 401 INVALID_API_KEY when apikey is %s', async (_case, apiKey, message) => {
    const response = await call({ action: 'ping' }, { apiKey });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      error: message,
      code: 'INVALID_API_KEY',
    });
  });

  it('answers 401 INVALID_TOKEN to a bearer token that is not a JWT', async () => {
    const response = await call({ action: 'ping' }, { token: 'garbage' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });

  it('answers 401 INVALID_TOKEN to an expired session token', async () => {
    const token = await tokenFor(keys, 'admin', {
      now: new Date(Date.now() - 7200_000),
      expiresInSeconds: 60,
    });
    const response = await call({ action: 'ping' }, { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Token has expired',
      code: 'INVALID_TOKEN',
    });
  });

  it('answers 401 INVALID_TOKEN to a token signed with another secret', async () => {
    const otherKeys = await createTestKeys(`${TEST_JWT_SECRET}-other`);
    const token = await tokenFor(otherKeys, 'super_admin');
    const response = await call({ action: 'admin_only' }, { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('does not read the Authorization header for actions with credentials in the payload', async () => {
    for (const token of ['garbage', await tokenFor(keys, 'admin', { expiresInSeconds: -60 })]) {
      const response = await call({ action: 'sign_in' }, { token });
      expect(await response.json()).toEqual({ success: true, caller: { kind: 'anonymous' } });
    }
  });

  it('looks the function and action up before the token', async () => {
    const response = await callFunction(
      app,
      keys,
      'no-such-function',
      { action: 'ping' },
      {
        token: 'garbage',
      },
    );
    expect(response.status).toBe(404);
  });

  it('answers 401 INVALID_TOKEN to an Authorization header that is not Bearer', async () => {
    const response = await call(
      { action: 'ping' },
      { token: null, headers: { authorization: 'Basic dXNlcjpwYXNz' } },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('access rules', () => {
  it.each(['whoami', 'client_only', 'admin_only', 'super_admin_only'])(
    'answers 401 UNAUTHORIZED to an anonymous call of %s',
    async (action) => {
      const response = await call({ action });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        error: 'Sign in to do this',
        code: 'UNAUTHORIZED',
      });
    },
  );

  it.each([
    ['client', 'admin_only'],
    ['client', 'super_admin_only'],
    ['admin', 'super_admin_only'],
    ['admin', 'client_only'],
    ['super_admin', 'client_only'],
  ] as const)('answers 403 FORBIDDEN when a %s calls %s', async (role, action) => {
    const response = await call({ action }, { token: await tokenFor(keys, role) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      error: 'You do not have permission to do this',
      code: 'FORBIDDEN',
    });
  });

  it.each([
    ['client', 'client_only', 'client'],
    ['admin', 'admin_only', 'admin'],
    ['super_admin', 'admin_only', 'admin'],
    ['super_admin', 'super_admin_only', 'super'],
  ] as const)('lets a %s call %s', async (role, action, area) => {
    const response = await call({ action }, { token: await tokenFor(keys, role) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, area });
  });

  it('gives authenticated handlers the signed-in user', async () => {
    const userId = '6f1c1b8e-2f43-4a7e-9d8e-0c7f1f3f5a10';
    const token = await tokenFor(keys, 'client', { userId });
    const response = await call({ action: 'whoami' }, { token });
    expect(await response.json()).toEqual({ success: true, userId, role: 'client' });
  });
});

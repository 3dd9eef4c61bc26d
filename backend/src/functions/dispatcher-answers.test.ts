import { describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../errors.ts';
import { app, call, useDispatcherApp } from './dispatcher-test-app.ts';

const { logs } = useDispatcherApp();

describe('input validation', () => {
  it('answers 400 VALIDATION_FAILED with a message per field', async () => {
    const response = await call({
      action: 'create_thing',
      name: '',
      email: 'nope',
      size: { width: 'wide' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body).toMatchObject({
      success: false,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: { name: 'Name is required', email: 'Enter a valid e-mail address' },
    });
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'name', 'size.width']);
  });

  it('passes the parsed input, without unknown keys, to the handler', async () => {
    const response = await call({
      action: 'create_thing',
      name: 'Logo',
      email: 'a@example.com',
      isAdmin: true,
    });
    expect(await response.json()).toEqual({
      success: true,
      thing: { name: 'Logo', email: 'a@example.com' },
    });
  });
});

describe('handler errors', () => {
  it('answers an AppError with its status and code', async () => {
    const response = await call({ action: 'conflict' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: 'That thing already exists',
      code: 'CONFLICT',
    });
  });

  it('answers 500 INTERNAL without internals, and logs the error', async () => {
    logs.clear();
    const response = await call({ action: 'explode' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: 'Internal server error',
      code: 'INTERNAL',
    });
    expect(text).not.toMatch(/hunter2|ECONNREFUSED|postgres/);
    expect(logs.entries[0]).toMatchObject({
      msg: 'Function test-things, action explode failed',
      err: { message: expect.stringContaining('ECONNREFUSED') },
    });
  });
});

describe('output schemas', () => {
  it('answers what the output schema takes', async () => {
    const response = await call({ action: 'answer_count', answer: { count: 3 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, count: 3 });
  });

  it('fails a test whose action answers outside its output schema, naming the issue', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logs.clear();
    const response = await call({ action: 'answer_count', answer: { count: 'three' } });
    expect(response.status).toBe(500);
    const message = errors.mock.calls[0]?.[0] as string;
    expect(message).toMatch(/^Function test-things, action answer_count answered outside/);
    expect(message).toContain('→ at count');
    expect(logs.entries[0]).toMatchObject({
      msg: 'Function test-things, action answer_count failed',
      err: { message },
    });
  });

  it('fails an answer carrying a key the schema does not declare', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call({
      action: 'answer_count',
      answer: { count: 3, extra: { secret: 'x' } },
    });
    expect(response.status).toBe(500);
    expect(errors.mock.calls[0]?.[0]).toContain('✖ extra: not in the schema');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    app.request('/functions/v1/test-things', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });

  it('answers the preflight of the shell origin', async () => {
    const response = await preflight('http://localhost:3000');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.split(',') ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
        'x-region',
      ]),
    );
  });

  it('does not allow other origins', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts CORS headers on error answers too', async () => {
    const response = await call(
      { action: 'ping' },
      { apiKey: null, headers: { origin: 'http://localhost:3000' } },
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

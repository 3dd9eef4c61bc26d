import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import type { Keys } from './auth/keys.ts';
import type { Database } from './db/database.ts';
import { createRegistry } from './functions/registry.ts';
import { createTestKeys } from './test/fixtures.ts';
import { testDriver, useTestDatabase } from './test/test-database.ts';

const database = useTestDatabase();
let keys: Keys;

beforeAll(async () => {
  keys = await createTestKeys();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const appWith = (db: Database) =>
  createApp({ db, keys, corsOrigins: ['http://localhost:3000'], functions: createRegistry([]) });

const unreachableDatabase: Database = {
  driver: 'postgres',
  // A pool connects lazily; nothing in these tests reaches it.
  native: {
    driver: 'postgres',
    pool: new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/x' }),
  },
  query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  exec: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  transaction: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  close: () => Promise.resolve(),
};

describe('GET /health', () => {
  it('answers ok with the driver when the database answers', async () => {
    const response = await appWith(database.db).request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'reachable',
      driver: testDriver,
    });
  });

  it('answers 503 when the database does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await appWith(unreachableDatabase).request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
  });

  it('needs no API key and sends CORS headers to the shell', async () => {
    const response = await appWith(database.db).request('/health', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/rest/v1/leads'],
    ['POST', '/functions/v2/lead-management'],
  ])('answer %s %s with a JSON 404', async (method, path) => {
    const response = await appWith(database.db).request(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Not found',
      code: 'NOT_FOUND',
    });
  });

  it.each([
    ['POST', '/auth/v1/admin/users'],
    ['GET', '/auth/v1/no-such-endpoint'],
  ])('answer %s %s GoTrue-style', async (method, path) => {
    const response = await appWith(database.db).request(path, {
      method,
      headers: { apikey: keys.anonKey },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 404,
      error_code: 'not_found',
      msg: 'This auth endpoint is not supported',
    });
  });
});

describe('allowed origins', () => {
  it('allows any origin when configured with *', async () => {
    const app = createApp({
      db: database.db,
      keys,
      corsOrigins: ['*'],
      functions: createRegistry([]),
    });
    const response = await app.request('/health', { headers: { origin: 'http://x.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('errors thrown by middleware', () => {
  it('keep their status with a matching code, and never leak a stack', async () => {
    const { HTTPException } = await import('hono/http-exception');
    const app = appWith(database.db);
    app.get('/throws-429', () => {
      throw new HTTPException(429, { message: 'Slow down' });
    });
    app.get('/throws-error', () => {
      throw new Error('secret internals');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const limited = await app.request('/throws-429');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      success: false,
      error: 'Slow down',
      code: 'RATE_LIMITED',
    });
    const crashed = await app.request('/throws-error');
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({
      success: false,
      error: 'Internal server error',
      code: 'INTERNAL',
    });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import { localBlobStore } from '../storage/local-blob-store.ts';
import { createStorage } from '../storage/storage.ts';
import { authTestApp } from '../test/auth-app.ts';
import { createTestKeys } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { BODY_LIMITS, bodyLimitOf } from './body-limit.ts';

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let server: ServerType;
let base = '';
let blobDir = '';

beforeAll(async () => {
  keys = await createTestKeys();
  blobDir = await mkdtemp(join(tmpdir(), 'atelier-body-limit-'));
  const storage = createStorage({
    db: database.db,
    blobs: localBlobStore(blobDir),
    jwtSecret: keys.jwtSecret,
  });
  const app = authTestApp(database.db, keys, { storage });
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, resolve);
  });
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(blobDir, { recursive: true, force: true });
});

interface Door {
  label: string;
  method: 'POST' | 'GET' | 'PUT';
  path: string;
  contentType: string;
  withKey: boolean;
}

/** The public doors first (no key, no session), then those that only ask for the anon key. */
const doors: Door[] = [
  {
    label: 'one-click unsubscribe (form)',
    method: 'POST',
    path: '/newsletter/v1/unsubscribe?token=x',
    contentType: 'application/x-www-form-urlencoded',
    withKey: false,
  },
  { label: 'health', method: 'GET', path: '/health', contentType: 'text/plain', withKey: false },
  {
    label: 'site files',
    method: 'GET',
    path: '/site/v1/sitemap.xml',
    contentType: 'text/plain',
    withKey: false,
  },
  {
    label: 'unknown path',
    method: 'POST',
    path: '/nowhere',
    contentType: 'application/json',
    withKey: false,
  },
  {
    label: 'public file',
    method: 'GET',
    path: '/storage/v1/object/public/media/a.png',
    contentType: 'image/png',
    withKey: false,
  },
  {
    label: 'sign-up',
    method: 'POST',
    path: '/auth/v1/signup',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'sign-in',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'password reset',
    method: 'POST',
    path: '/auth/v1/recover',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'verify',
    method: 'POST',
    path: '/auth/v1/verify',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'e-mail change',
    method: 'PUT',
    path: '/auth/v1/user',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'newsletter subscription',
    method: 'POST',
    path: '/functions/v1/marketing',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'contact form',
    method: 'POST',
    path: '/functions/v1/lead-management',
    contentType: 'application/json',
    withKey: true,
  },
  {
    label: 'upload',
    method: 'POST',
    path: '/storage/v1/object/media/a.png',
    contentType: 'image/png',
    withKey: true,
  },
];

type Outcome =
  | {
      kind: 'answered';
      status: number;
      headers: Record<string, unknown>;
      body: string;
      sent: number;
    }
  // Cut while the client was still writing: the client may see the cut (EPIPE, ECONNRESET)
  // before it has parsed the 413 that preceded it.
  | { kind: 'cut'; code: string; sent: number };

/**
 * Sends `total` bytes to `door` (announced by Content-Length, or chunked), 1 MiB at a time and
 * only as fast as the server reads them, until the server answers or cuts the connection.
 */
function send(door: Door, total: number, chunked: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': door.contentType };
    if (door.withKey) headers.apikey = keys.anonKey;
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(total);
    const request = httpRequest(`${base}${door.path}`, {
      method: door.method,
      headers,
      agent: false,
    });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    let isDone = false;
    const finish = (outcome: Outcome) => {
      if (isDone) return;
      isDone = true;
      request.destroy();
      resolve(outcome);
    };
    const pump = () => {
      while (!isDone && sent < total) {
        const size = Math.min(chunk.length, total - sent);
        sent += size;
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      if (!isDone && sent >= total) request.end();
    };
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        body += text;
      });
      const answered = () =>
        finish({
          kind: 'answered',
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          sent,
        });
      response.on('end', answered);
      response.on('error', answered);
      response.on('close', answered);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ kind: 'cut', code: error.code ?? error.message, sent });
    });
    pump();
  });
}

async function expectServed(): Promise<void> {
  const response = await fetch(`${base}/health/live`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

function expect413(door: Door, outcome: Outcome): void {
  if (outcome.kind !== 'answered') {
    throw new Error(`${door.label}: the connection was cut (${outcome.code}), no answer`);
  }
  expect(outcome.status, door.label).toBe(413);
  expect(outcome.headers.connection, door.label).toBe('close');
  expect(String(outcome.headers['content-type']), door.label).toContain('application/json');
  expect(() => JSON.parse(outcome.body), door.label).not.toThrow();
}

describe('the body limit of every door', () => {
  it('gives each door its limit', () => {
    expect(bodyLimitOf('/functions/v1/marketing')).toBe(BODY_LIMITS.functions);
    expect(bodyLimitOf('/auth/v1/signup')).toBe(BODY_LIMITS.auth);
    expect(bodyLimitOf('/newsletter/v1/unsubscribe')).toBe(BODY_LIMITS.newsletter);
    expect(bodyLimitOf('/storage/v1/object/media/a.png')).toBe(BODY_LIMITS.storage);
    expect(bodyLimitOf('/auth/v10')).toBe(BODY_LIMITS.other);
    expect(bodyLimitOf('/health')).toBe(BODY_LIMITS.other);
  });

  it.each(doors)(
    '$label: a body one byte over the limit announced by Content-Length answers 413 and closes',
    async (door) => {
      const limit = bodyLimitOf(door.path.split('?')[0] ?? '');
      // Storage's limit is its largest bucket: announced, not sent.
      const total = door.path.startsWith('/storage/') ? 200 * 1024 * 1024 : limit + 1;
      const outcome = await send(door, total, false);
      expect413(door, outcome);
      await expectServed();
    },
  );

  it.each(doors.filter((door) => !door.path.startsWith('/storage/')))(
    '$label: a chunked body over the limit answers 413 and closes',
    async (door) => {
      const limit = bodyLimitOf(door.path.split('?')[0] ?? '');
      const outcome = await send(door, limit + 64 * 1024, true);
      expect413(door, outcome);
      await expectServed();
    },
  );

  it('a small body still goes through every door with a limit', async () => {
    const response = await fetch(`${base}/newsletter/v1/unsubscribe?token=x`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    // An unknown token: refused for what it is, not for its size.
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});

describe('200 MB streamed to the public doors', () => {
  const representative = doors.filter((door) =>
    [
      'one-click unsubscribe (form)',
      'sign-up',
      'newsletter subscription',
      'upload',
      'unknown path',
    ].includes(door.label),
  );

  it('answers 413 (or cuts the connection) and the memory stays flat', {
    timeout: 30_000,
  }, async () => {
    const MB = 1024 * 1024;
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    try {
      for (const door of representative) {
        const outcome = await send(door, 200 * MB, true);
        if (outcome.kind === 'answered' && door.label !== 'upload') {
          expect(outcome.status, door.label).toBe(413);
          expect(outcome.headers.connection, door.label).toBe('close');
        } else if (outcome.kind === 'answered') {
          // Without a session the upload is refused before its body is read.
          expect([401, 403, 413], door.label).toContain(outcome.status);
        }
        // Far from all of it was read: the server stopped at the limit (plus what the adapter
        // drains, at most 64 MB, before it cuts the connection).
        expect(outcome.sent, door.label).toBeLessThan(100 * MB);
        await expectServed();
      }
    } finally {
      clearInterval(sampler);
    }
    const after = process.memoryUsage();
    expect(peakRss - before.rss).toBeLessThan(50 * MB);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(50 * MB);
  });
});

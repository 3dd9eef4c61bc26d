import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app.ts';
import type { Keys } from '../auth/keys.ts';
import type { Database } from '../db/database.ts';
import { createFunctionRegistry } from '../functions/index.ts';
import { createTestKeys, signedInUser, testAuthSettings } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import type { BlobStore } from './blob-store.ts';
import { localBlobStore } from './local-blob-store.ts';
import { createStorage, type Storage } from './storage.ts';

/** Tests only: the full app with storage on local disk in a temporary folder, and a clock. */

export type As = 'anonymous' | 'admin' | 'client' | 'otherClient' | 'clientWithoutRecord';

export interface StorageKit {
  readonly db: Database;
  readonly keys: Keys;
  readonly app: Hono;
  readonly storage: Storage;
  readonly blobs: BlobStore;
  /** Where the local blob store keeps its files. */
  readonly blobDir: string;
  /** The client record of the `client` user, and of the `otherClient` user. */
  readonly clientId: string;
  readonly otherClientId: string;
  token(as: As): string;
  /** Moves the storage's clock (signed URL expiry). */
  advanceClock(seconds: number): void;
  /** A request to `/storage/v1<path>` as supabase-js sends it (apikey, bearer). */
  request(
    path: string,
    init?: RequestInit & { as?: As; apiKey?: string | null },
  ): Promise<Response>;
}

export function useStorageKit(): StorageKit {
  const database = useTestDatabase({ migrate: true });
  let keys: Keys;
  let app: Hono;
  let storage: Storage;
  let blobs: BlobStore;
  let blobDir = '';
  let clientId = '';
  let otherClientId = '';
  let now = new Date();
  const tokens = new Map<As, string>();
  const tokenOf = (as: As): string => {
    const token = tokens.get(as);
    if (!token) throw new Error(`no token for ${as}`);
    return token;
  };

  const clientUser = async (name: string, as: As): Promise<string> => {
    const user = await signedInUser(database.db, keys, { role: 'client', firstName: name });
    tokens.set(as, user.token);
    const [client] = await database.db.query<{ id: string }>(
      'INSERT INTO clients (name, email, user_id) VALUES ($1, $2, $3) RETURNING id',
      [name, user.account.email, user.account.id],
    );
    if (!client) throw new Error('no client row');
    return client.id;
  };

  beforeAll(async () => {
    keys = await createTestKeys();
    blobDir = await mkdtemp(join(tmpdir(), 'atelier-storage-'));
    blobs = localBlobStore(blobDir);
    storage = createStorage({
      db: database.db,
      blobs,
      jwtSecret: keys.jwtSecret,
      now: () => now,
    });
    app = createApp({
      db: database.db,
      keys,
      corsOrigins: ['http://localhost:3000'],
      functions: createFunctionRegistry(),
      authSettings: testAuthSettings(),
      storage,
    });
    tokens.set('anonymous', keys.anonKey);
    tokens.set('admin', (await signedInUser(database.db, keys, { role: 'admin' })).token);
    tokens.set(
      'clientWithoutRecord',
      (await signedInUser(database.db, keys, { role: 'client' })).token,
    );
    clientId = await clientUser('Client One', 'client');
    otherClientId = await clientUser('Client Two', 'otherClient');
  });

  beforeEach(async () => {
    now = new Date();
    await database.db.exec('TRUNCATE storage_objects');
  });

  afterAll(async () => {
    await rm(blobDir, { recursive: true, force: true });
  });

  return {
    get db() {
      return database.db;
    },
    get keys() {
      return keys;
    },
    get app() {
      return app;
    },
    get storage() {
      return storage;
    },
    get blobs() {
      return blobs;
    },
    get blobDir() {
      return blobDir;
    },
    get clientId() {
      return clientId;
    },
    get otherClientId() {
      return otherClientId;
    },
    token: tokenOf,
    advanceClock(seconds) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    async request(path, { as = 'admin', apiKey, ...init } = {}) {
      const headers = new Headers(init.headers);
      const key = apiKey === undefined ? keys.anonKey : apiKey;
      if (key !== null) headers.set('apikey', key);
      headers.set('authorization', `Bearer ${tokenOf(as)}`);
      return await app.request(`/storage/v1${path}`, { ...init, headers });
    },
  };
}

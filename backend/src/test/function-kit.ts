import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import type { UserRole } from '../auth/roles.ts';
import { loadSealIdentity } from '../contracts-pdf/index.ts';
import type { Database } from '../db/database.ts';
import { readAgencyName } from '../db/settings.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { localBlobStore } from '../storage/local-blob-store.ts';
import { createStorage, type Storage } from '../storage/storage.ts';
import { authTestApp } from './auth-app.ts';
import { callFunction, createTestKeys, signedInUser, type TestUserOptions } from './fixtures.ts';
import { useTestDatabase } from './test-database.ts';

/** Tests only: any function of the full app (real session store) on a migrated database. */

export type As = 'anonymous' | UserRole;

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  body: any;
}

export interface FunctionKit {
  readonly db: Database;
  /** The admin ("Ada Admin") that `as: 'admin'` calls are signed in as. */
  readonly adminId: string;
  /** `POST /functions/v1/<name>` with `body`, signed in as `as` (default admin). */
  call(
    name: string,
    body: Record<string, unknown>,
    as?: As,
    options?: { token?: string; ip?: string; userAgent?: string },
  ): Promise<FunctionAnswer>;
  /** The app's storage (local disk in a temporary folder); only with `storage: true`. */
  readonly storage: Storage;
  /** A request to the app outside `/functions/v1` (a provider's webhook), as is. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Another signed-in user, with a live session. */
  signIn(options: TestUserOptions): Promise<{ userId: string; token: string }>;
}

/**
 * Each test starts with the given tables truncated (CASCADE: what references them goes too);
 * the signed-in users stay.
 */
export function useFunctionKit(options: {
  truncate: readonly string[];
  /** Give the actions a storage service (`ctx.storage`), e.g. for the contract PDFs. */
  storage?: boolean;
  /** The portal's payment providers (`createPaymentProviders`); the `test` one by default. */
  payments?: PaymentProviders;
  /** Seal signed contracts with a certificate generated for the test (as on a first start). */
  seal?: boolean;
}): FunctionKit {
  const database = useTestDatabase({ migrate: true });
  let keys: Keys;
  let app: Hono;
  let storage: Storage | undefined;
  let blobDir: string | undefined;
  let adminId = '';
  const tokens = new Map<As, string>();

  const signIn = async (user: TestUserOptions) => {
    const signedIn = await signedInUser(database.db, keys, user);
    return { userId: signedIn.account.id, token: signedIn.token };
  };

  beforeAll(async () => {
    keys = await createTestKeys();
    if (options.storage) {
      blobDir = await mkdtemp(join(tmpdir(), 'atelier-functions-storage-'));
      storage = createStorage({
        db: database.db,
        blobs: localBlobStore(blobDir),
        jwtSecret: keys.jwtSecret,
      });
    }
    const seal = options.seal
      ? {
          identity: await loadSealIdentity({
            dataDir: blobDir ?? (await mkdtemp(join(tmpdir(), 'atelier-seal-'))),
            agencyName: await readAgencyName(database.db),
          }),
        }
      : undefined;
    app = authTestApp(database.db, keys, {
      trustProxy: true,
      ...(seal ? { seal } : {}),
      ...(storage ? { storage } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    });
    const admin = await signIn({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    adminId = admin.userId;
    tokens.set('anonymous', keys.anonKey);
    tokens.set('admin', admin.token);
    tokens.set('super_admin', (await signIn({ role: 'super_admin' })).token);
    tokens.set('client', (await signIn({ role: 'client' })).token);
  });

  beforeEach(async () => {
    if (options.truncate.length > 0) {
      await database.db.exec(`TRUNCATE ${options.truncate.join(', ')} CASCADE`);
    }
    // Each test starts with every address's mail caps unused (mail/mail-policy.ts).
    await database.db.exec(`DELETE FROM rate_limit_hits WHERE bucket LIKE 'mail%'`);
  });

  afterAll(async () => {
    if (blobDir) await rm(blobDir, { recursive: true, force: true });
  });

  return {
    get db() {
      return database.db;
    },
    get storage() {
      if (!storage) throw new Error('useFunctionKit({ storage: true }) gives a storage');
      return storage;
    },
    get adminId() {
      return adminId;
    },
    signIn,
    async request(path, init) {
      return await app.request(path, init);
    },
    async call(name, body, as = 'admin', callOptions = {}) {
      const response = await callFunction(app, keys, name, body, {
        token: callOptions.token ?? tokens.get(as) ?? null,
        headers: {
          'x-forwarded-for': callOptions.ip ?? '203.0.113.1',
          ...(callOptions.userAgent ? { 'user-agent': callOptions.userAgent } : {}),
        },
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
}

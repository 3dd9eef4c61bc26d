import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, openDatabase, openMemoryDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createEmptyPostgresDatabase } from './postgres-database.ts';

export { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from './postgres-database.ts';

export interface TestDatabase {
  db: Database;
  /** Drops everything in the public schema, so the next test starts from an empty database. */
  reset(): Promise<void>;
  /** Closes the connection; on PostgreSQL also drops the database. */
  dispose(): Promise<void>;
}

/** The PostgreSQL server the tests use (`scripts/with-postgres.sh` sets it), else PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDriver = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * A fresh, empty database: in-memory PGlite by default; with TEST_DATABASE_URL (an admin
 * connection) a uniquely named database created on that server for this caller alone.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const template = testDatabaseUrl ? null : pgliteTemplate(options.migrate === true);
  const created = testDatabaseUrl
    ? await createPostgresDatabase(testDatabaseUrl)
    : {
        db: await openMemoryDatabase({
          loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
        }),
        drop: async () => {},
      };
  const { db } = created;
  const reset = async () => {
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  };
  if (options.migrate && !template) await migrate(db);
  return {
    db,
    reset,
    async dispose() {
      await db.close();
      await created.drop();
    },
  };
}

/**
 * The file of an empty or a migrated PGlite written once by the global setup
 * (pglite-templates.ts), or null when it did not run (another runner).
 */
function pgliteTemplate(migrated: boolean): string | null {
  const templates = inject('pgliteTemplates');
  if (!templates) return null;
  return migrated ? templates.migrated : templates.empty;
}

export interface TestDatabaseHandle {
  readonly db: Database;
  reset(): Promise<void>;
}

/** Starting PGlite takes seconds, more on a busy machine; whatever vitest config runs us. */
const HOOK_TIMEOUT_MS = 60_000;

/** One test database per test file: opened before its tests, disposed after them. */
export function useTestDatabase(options: { migrate?: boolean } = {}): TestDatabaseHandle {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(options);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await testDb?.dispose();
  }, HOOK_TIMEOUT_MS);
  const current = (): TestDatabase => {
    if (!testDb) throw new Error('The test database is only ready inside tests and hooks');
    return testDb;
  };
  return {
    get db() {
      return current().db;
    },
    reset: () => current().reset(),
  };
}

async function createPostgresDatabase(adminUrl: string) {
  const created = await createEmptyPostgresDatabase(adminUrl);
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: created.url });
  } catch (error) {
    await created.drop();
    throw error;
  }
  return { db, drop: created.drop };
}

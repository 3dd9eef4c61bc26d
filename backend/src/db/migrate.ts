import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from '../package-root.ts';
import type { Database, Queryable } from './database.ts';

/** The migrations shipped with the backend. */
export const migrationsDir = join(packageRoot, 'migrations');

const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Any number: it only has to be the same for every backend sharing one database. */
const migrationLockKey = 7_241_001;

export interface Migration {
  version: number;
  name: string;
  fileName: string;
  sql: string;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';

  constructor(
    readonly fileName: string | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Reads `NNNN_name.sql` files in version order; other `.sql` names are a mistake. */
export async function loadMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const sqlFiles = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const fileName of sqlFiles) {
    const match = fileNamePattern.exec(fileName);
    if (!match) {
      throw new MigrationError(fileName, `Migration file ${fileName} must be named NNNN_name.sql`);
    }
    const version = Number(match[1]);
    const previous = migrations.at(-1);
    if (previous?.version === version) {
      throw new MigrationError(
        fileName,
        `Migrations ${previous.fileName} and ${fileName} have the same version`,
      );
    }
    const sql = await readFile(join(dir, fileName), 'utf8');
    migrations.push({ version, name: match[2] ?? '', fileName, sql });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in version order, all in
 * ONE transaction: if one fails, none of this run's changes stay. Returns the applied ones.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<Migration[]> {
  const migrations = await loadMigrations(dir);
  return await db.transaction(async (tx) => {
    // Serialises backends starting at the same time against one PostgreSQL server.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    return await applyPendingMigrations(tx, migrations);
  });
}

/**
 * Inside the caller's transaction: applies those of `migrations` not yet recorded. A restore
 * (backup/) brings a schema to a backup's exact level and loads its rows in one transaction.
 */
export async function applyPendingMigrations(
  tx: Queryable,
  migrations: readonly Migration[],
): Promise<Migration[]> {
  await tx.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied = await appliedVersions(tx);
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await applyMigration(tx, migration);
  }
  return pending;
}

async function appliedVersions(tx: Queryable): Promise<Set<number>> {
  const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}

async function applyMigration(tx: Queryable, migration: Migration): Promise<void> {
  try {
    await tx.exec(migration.sql);
  } catch (error) {
    throw new MigrationError(
      migration.fileName,
      `Migration ${migration.fileName} failed: ${describeSqlError(error, migration.sql)}`,
      { cause: error },
    );
  }
  await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
    migration.version,
    migration.name,
  ]);
}

/** The database's message, with the line it points at when it gives a position. */
function describeSqlError(error: unknown, sql: string): string {
  if (!(error instanceof Error)) return String(error);
  const position = Number((error as { position?: unknown }).position);
  if (!Number.isInteger(position) || position < 1) return error.message;
  const line = sql.slice(0, position - 1).split('\n').length;
  return `${error.message} (line ${line})`;
}

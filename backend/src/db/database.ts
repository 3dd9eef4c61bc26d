import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** One statement, `$1`-style parameters; resolves to the rows (empty for non-returning DML). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several `;`-separated statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
}

export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * The connection under the interface, for a library that speaks to it directly (the job queue):
 * it needs several statements in one call with their rows, which `Queryable` does not offer.
 */
export type NativeConnection =
  | { readonly driver: 'pglite'; readonly pglite: PGlite }
  | { readonly driver: 'postgres'; readonly pool: Pool };

export interface Database extends Queryable {
  readonly driver: DatabaseDriver;
  readonly native: NativeConnection;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside `fn` use only `tx` — on PGlite, a query on the outer database waits for the
   * transaction to end, so it would wait forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, `dataDir` is not used for the database. */
  databaseUrl?: string | undefined;
  /** Data directory of the embedded database; PGlite keeps its files in `<dataDir>/pgdata`. */
  dataDir?: string | undefined;
}

/** The configured database server cannot be reached; the message says which one and why. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** PostgreSQL server when `databaseUrl` is given, else PGlite persisted under `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return await openPostgres(options.databaseUrl);
  }
  if (options.dataDir) {
    const { openPglite } = await import('./pglite.ts');
    return await openPglite({ dataDir: options.dataDir });
  }
  throw new Error('openDatabase needs a databaseUrl or a dataDir');
}

/** A throw-away embedded database that lives only in memory (tests, tools). */
/** An in-memory PGlite; from a copy of another one's data (`dumpDataDir`) when given. */
export async function openMemoryDatabase(options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const { openPglite } = await import('./pglite.ts');
  return await openPglite({ dataDir: null, loadDataDir: options.loadDataDir });
}

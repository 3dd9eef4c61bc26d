import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Queryable } from './database.ts';
import { valueParsers } from './type-parsers.ts';

export interface PgliteOptions {
  /** Directory holding `pgdata/`; null keeps the database in memory. */
  dataDir: string | null;
  /** Start from this copy of a database's files (PGlite's `dumpDataDir`) instead of initdb. */
  loadDataDir?: Blob;
}

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<Database> {
  let releaseLock = (): void => {};
  let pgDataDir: string | undefined;
  if (dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(join(dataDir, 'pgdata.lock'));
    pgDataDir = join(dataDir, 'pgdata');
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: pgDataDir, loadDataDir, parsers: { ...valueParsers } });
  } catch (error) {
    releaseLock();
    throw error;
  }

  return {
    driver: 'pglite',
    native: { driver: 'pglite', pglite: pg },
    ...queryableOf(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryableOf(tx))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        releaseLock();
      }
    },
  };
}

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

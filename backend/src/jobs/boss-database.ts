import { type Db, fromPglite } from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';

/**
 * pg-boss's view of our database. It sends either one statement with parameters or, without
 * parameters, scripts of several statements (schema migrations, `BEGIN ... COMMIT` blocks) and
 * wants the rows of all of them: so it talks to the connection under `Database`.
 */
export function bossDatabase(db: Database): Db {
  const { native } = db;
  if (native.driver === 'pglite') return fromPglite(native.pglite);
  const { pool } = native;
  return {
    async executeSql(text, values) {
      const result: unknown = await pool.query(text, values?.length ? values : undefined);
      // node-postgres answers a script with one result per statement.
      const results = Array.isArray(result) ? result : [result];
      return { rows: results.flatMap((each: { rows?: unknown[] }) => each.rows ?? []) };
    },
  };
}

/** An open transaction as pg-boss's database: a job sent through it commits or rolls back with it. */
export function bossTransaction(tx: Queryable): Db {
  return {
    async executeSql(text, values) {
      return { rows: await tx.query(text, values) };
    },
  };
}

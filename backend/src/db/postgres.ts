import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Queryable } from './database.ts';
import { textParserFor } from './type-parsers.ts';

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format === 'binary' ? undefined : textParserFor(oid)) ??
    pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Opens a pool on a PostgreSQL server and checks that it answers. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    // Same session time zone as PGlite, so date arithmetic in SQL agrees on both drivers.
    options: '-c TimeZone=UTC',
    max: 10,
  });
  pool.on('error', (error) => {
    console.error('PostgreSQL connection error (the pool will reconnect):', error.message);
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseUnavailableError(
      `Cannot connect to DATABASE_URL (${describeUrl(connectionString)}): ${messageOf(error)}`,
    );
  }

  return {
    driver: 'postgres',
    native: { driver: 'postgres', pool },
    ...queryableOf(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let clientError: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryableOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          clientError = rollbackError as Error; // a broken connection is dropped, not reused
        }
        throw error;
      } finally {
        client.release(clientError);
      }
    },
    close: () => pool.end(),
  };
}

function queryableOf(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** host:port/database of a connection string, without credentials. */
export function describeUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}

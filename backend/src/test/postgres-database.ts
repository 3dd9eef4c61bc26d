import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Throw-away databases on a PostgreSQL server, for tests that start processes of their own
 * (backend tests, the production-topology test); nothing here needs Vitest.
 */

export interface EmptyPostgresDatabase {
  /** Connection URL of the new database, for processes that connect on their own. */
  url: string;
  /** Drops it, ending any connection still open. */
  drop(): Promise<void>;
}

/** A uniquely named, empty database on the server of `adminUrl` (an admin connection). */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<EmptyPostgresDatabase> {
  const name = `atelier_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The bench's database: 10,000 varied leads, on PGlite (a data directory, copied for the bare
 * server since PGlite is opened by one process at a time) or on PostgreSQL (a database created
 * for the run on the server of BENCH_DATABASE_URL, shared by both servers, dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../backend/src/db/database';
import { migrate } from '../../backend/src/db/migrate';

export const BENCH_LEADS = 10_000;

const STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'converted', 'lost'];
const SOURCES = ['direct', 'estimator', 'referral', 'campaign'];

export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  /** The backend's environment for this database. */
  backendEnv: Record<string, string>;
  /** The bare server's environment for its own view of the same data. */
  bareEnv: { BARE_DATA_DIR?: string; BARE_DATABASE_URL?: string };
  /** The backend's data directory (keys, mail drop; on PGlite also the database). */
  dataDir: string;
  dispose(): Promise<void>;
}

async function seedLeads(db: Database) {
  await migrate(db);
  await db.query(
    `INSERT INTO leads (name, email, company, source, status, project_type, budget, score, created_at, updated_at)
     SELECT 'Lead ' || i, 'lead' || i || '@example.com', 'Company ' || (i % 700),
            ($1::text[])[1 + i % 4], ($2::text[])[1 + i % 6], 'corporate', (i % 60) * 1000,
            i % 101, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     FROM generate_series(1, $3::int) AS i`,
    [SOURCES, STATUSES, BENCH_LEADS],
  );
  await db.exec('ANALYZE leads');
}

/** PGlite: seeded in a temporary directory, then copied whole for the bare server. */
export async function pgliteBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-api-'));
  const bareDir = `${dataDir}-bare`;
  const db = await openDatabase({ dataDir });
  try {
    await seedLeads(db);
  } finally {
    await db.close();
  }
  await cp(dataDir, bareDir, { recursive: true });
  return {
    engine: 'pglite',
    // An empty value counts as unset: a DATABASE_URL in the caller's shell is not used.
    backendEnv: { DATABASE_URL: '' },
    bareEnv: { BARE_DATA_DIR: bareDir },
    dataDir,
    async dispose() {
      await rm(dataDir, { recursive: true, force: true });
      await rm(bareDir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL: a fresh database on the server of `adminUrl`, seeded, then shared by both. */
export async function postgresBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `atelier_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = await openDatabase({ databaseUrl });
  try {
    await seedLeads(db);
  } finally {
    await db.close();
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-api-'));
  return {
    engine: 'postgres',
    backendEnv: { DATABASE_URL: databaseUrl },
    bareEnv: { BARE_DATABASE_URL: databaseUrl },
    dataDir,
    async dispose() {
      await rm(dataDir, { recursive: true, force: true });
      const cleanup = await openDatabase({ databaseUrl: adminUrl });
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

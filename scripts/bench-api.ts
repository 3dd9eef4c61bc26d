/**
 * `pnpm bench` (API part): `get_leads`, a page of 50 from 10,000 leads, under 50 concurrent
 * connections for BENCH_SECONDS (default 10): requests per second and p50/p99 latency.
 * The load comes from this process and the backend runs beside it on the same 2 cores, so
 * compare figures from the same machine only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateKeys } from '../backend/src/auth/keys';
import { openDatabase } from '../backend/src/db/database';
import { migrate } from '../backend/src/db/migrate';
import { BENCH_ADMIN, signInBenchAdmin } from './lib/bench-admin';
import { startBackend } from './lib/stack';

const LEADS = 10_000;
const CONCURRENCY = 50;
const PAGE_SIZE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 54399;

const STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'converted', 'lost'];
const SOURCES = ['direct', 'estimator', 'referral', 'campaign'];

/** 10,000 varied leads written straight into the database before the backend opens it. */
async function seedLeads(dataDir: string) {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await db.query(
      `INSERT INTO leads (name, email, company, source, status, project_type, budget, score, created_at, updated_at)
       SELECT 'Lead ' || i, 'lead' || i || '@example.com', 'Company ' || (i % 700),
              ($1::text[])[1 + i % 4], ($2::text[])[1 + i % 6], 'corporate', (i % 60) * 1000,
              i % 101, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
       FROM generate_series(1, $3::int) AS i`,
      [SOURCES, STATUSES, LEADS],
    );
  } finally {
    await db.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-api-'));
  const env = {
    ...process.env,
    // A log line per request would flood the terminal: measured with request logs off.
    ATELIER_LOG_LEVEL: process.env.ATELIER_LOG_LEVEL ?? 'warn',
    ATELIER_DATA_DIR: dataDir,
    ATELIER_SEED: 'none',
    ATELIER_BACKEND_PORT: String(PORT),
    ATELIER_ADMIN_EMAIL: BENCH_ADMIN.email,
    ATELIER_ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  await seedLeads(dataDir);
  const { anonKey } = await loadOrCreateKeys({ dataDir });
  const backend = await startBackend(env);
  try {
    const url = `http://127.0.0.1:${PORT}/functions/v1`;
    const headers = { 'Content-Type': 'application/json', apikey: anonKey };
    const login = await signInBenchAdmin(PORT, anonKey);
    const authorized = { ...headers, Authorization: `Bearer ${login.token}` };

    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const worker = async (offset: number) => {
      for (let request = offset; performance.now() < deadline; request += CONCURRENCY) {
        const started = performance.now();
        const response = await fetch(`${url}/lead-management`, {
          method: 'POST',
          headers: authorized,
          body: JSON.stringify({
            action: 'get_leads',
            page: 1 + (request % (LEADS / PAGE_SIZE)),
            pageSize: PAGE_SIZE,
            sort: 'created_at',
            order: 'desc',
          }),
        });
        const body = (await response.json()) as { success: boolean; leads?: unknown[] };
        if (!body.success || body.leads?.length !== PAGE_SIZE) errors += 1;
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.info(
      [
        `| action | leads | connections | requests | req/s | p50 | p99 | errors |`,
        '|---|---|---|---|---|---|---|---|',
        `| \`get_leads\` (page of ${PAGE_SIZE}) | ${LEADS} | ${CONCURRENCY} | ${latencies.length} | ${(latencies.length / elapsed).toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${errors} |`,
      ].join('\n'),
    );
  } finally {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `pnpm bench` (API part): `get_leads`, a page of 50 from 10,000 leads, under 50 concurrent
 * connections for BENCH_SECONDS (default 10) each, on the backend and on a bare `node:http`
 * server running the same statement on the same engine (scripts/lib/bare-leads-server.ts):
 * req/s, p50, p99 and each server's CPU time per request (from /proc), and the ratios
 * backend / bare. The bare server runs the list statement alone; the backend's also reads the
 * caller's session (withLiveSessionRole). Two loads: always page 1, and pages spread
 * over all 200. The two servers are loaded turn about in 2 s slices (after a 2 s warm-up each),
 * so a busy spell on the machine weighs on both. The client runs in this process on the same
 * cores as the servers: only the ratios travel between machines.
 *
 * PGlite by default; `BENCH_DATABASE=postgres` runs on PostgreSQL: the server of
 * BENCH_DATABASE_URL (an admin connection; the bench creates and drops its own database), or
 * else a throw-away server started by scripts/with-postgres.sh.
 */
import './lib/require-node';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadOrCreateKeys } from '../backend/src/auth/keys';
import { startBareLeadsServer } from './lib/bare-leads-server';
import { BENCH_ADMIN, signInBenchAdmin } from './lib/bench-admin';
import {
  BENCH_LEADS,
  type BenchDatabase,
  pgliteBenchDatabase,
  postgresBenchDatabase,
} from './lib/bench-database';
import { type LoadSample, runLoad, summarize } from './lib/bench-load';
import { REPO_ROOT, startBackend } from './lib/stack';

const CONCURRENCY = 50;
const PAGE_SIZE = 50;
const PAGES = BENCH_LEADS / PAGE_SIZE;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const SLICE_SECONDS = 2;
const BACKEND_PORT = 54399;
const BARE_PORT = 54398;

/** The two loads: the first page again and again, and every page in a scattered order. */
const LOADS = [
  { name: 'page 1', page: (_request: number) => 1 },
  { name: 'random pages', page: (request: number) => 1 + ((request * 7919) % PAGES) },
];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

async function stopChild(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function benchDatabase(): Promise<BenchDatabase> {
  if (process.env.BENCH_DATABASE !== 'postgres') return await pgliteBenchDatabase();
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE=postgres needs BENCH_DATABASE_URL');
  return await postgresBenchDatabase(url);
}

async function main() {
  const database = await benchDatabase();
  const env = {
    ...process.env,
    ...database.backendEnv,
    // A log line per request would flood the terminal: measured with request logs off.
    ATELIER_LOG_LEVEL: process.env.ATELIER_LOG_LEVEL ?? 'warn',
    ATELIER_DATA_DIR: database.dataDir,
    ATELIER_SEED: 'none',
    ATELIER_BACKEND_PORT: String(BACKEND_PORT),
    ATELIER_ADMIN_EMAIL: BENCH_ADMIN.email,
    ATELIER_ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const { anonKey } = await loadOrCreateKeys({ dataDir: database.dataDir });
  const backend = await startBackend(env);
  const bare = await startBareLeadsServer({ BARE_PORT: String(BARE_PORT), ...database.bareEnv });
  try {
    const login = await signInBenchAdmin(BACKEND_PORT, anonKey);
    const targets = {
      backend: {
        url: `http://127.0.0.1:${BACKEND_PORT}/functions/v1/lead-management`,
        headers: {
          'Content-Type': 'application/json',
          apikey: anonKey,
          Authorization: `Bearer ${login.token}`,
        },
        pid: backend.pid,
      },
      bare: {
        url: `http://127.0.0.1:${BARE_PORT}/functions/v1/lead-management`,
        headers: { 'Content-Type': 'application/json' },
        pid: bare.pid,
      },
    };
    const rows: string[] = [];
    for (const load of LOADS) {
      const samples: Record<keyof typeof targets, LoadSample[]> = { bare: [], backend: [] };
      const loadOnce = (name: keyof typeof targets, seconds: number) =>
        runLoad({
          ...targets[name],
          body: (request) => ({
            action: 'get_leads',
            page: load.page(request),
            pageSize: PAGE_SIZE,
            sort: 'created_at',
            order: 'desc',
          }),
          isGood: (status, body) =>
            status === 200 &&
            (body as { leads?: unknown[] }).leads?.length === PAGE_SIZE &&
            (body as { total?: number }).total === BENCH_LEADS,
          concurrency: CONCURRENCY,
          seconds,
        });
      await loadOnce('bare', WARM_UP_SECONDS);
      await loadOnce('backend', WARM_UP_SECONDS);
      // Turn about in short slices: the other engineers' work on the machine comes and goes,
      // and should weigh on both servers alike.
      for (let slice = 0; slice < SECONDS / SLICE_SECONDS; slice += 1) {
        samples.bare.push(await loadOnce('bare', SLICE_SECONDS));
        samples.backend.push(await loadOnce('backend', SLICE_SECONDS));
      }
      const bareResult = summarize(samples.bare);
      const backendResult = summarize(samples.backend);
      for (const [name, result] of [
        ['bare `node:http`', bareResult],
        ['backend', backendResult],
      ] as const) {
        rows.push(
          `| ${load.name} | ${name} | ${result.requests} | ${result.requestsPerSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.cpuMsPerRequest.toFixed(2)} ms | ${result.errors} |`,
        );
      }
      rows.push(
        `| ${load.name} | **backend / bare** | | **${ratio(backendResult.requestsPerSecond / bareResult.requestsPerSecond)}** | ${ratio(backendResult.p50 / bareResult.p50)} | **${ratio(backendResult.p99 / bareResult.p99)}** | ${ratio(backendResult.cpuMsPerRequest / bareResult.cpuMsPerRequest)} | |`,
      );
    }
    console.info(
      [
        `\`get_leads\`, page of ${PAGE_SIZE} of ${BENCH_LEADS} leads, ${CONCURRENCY} connections, ${SECONDS} s each, on ${database.engine}:`,
        '',
        '| pages | server | requests | req/s | p50 | p99 | server CPU / request | errors |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await stopChild(bare);
    await stopChild(backend);
    await database.dispose();
  }
}

/** PostgreSQL asked for without a server: the bench runs again inside a throw-away one. */
function rerunWithPostgres() {
  const child = spawn(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        ATELIER_TEST_PG_PORT: process.env.ATELIER_TEST_PG_PORT ?? '54397',
        BENCH_DATABASE_URL: '',
      },
    },
  );
  child.once('exit', (code) => process.exit(code ?? 1));
}

if (
  process.env.BENCH_DATABASE === 'postgres' &&
  !process.env.BENCH_DATABASE_URL &&
  !process.env.TEST_DATABASE_URL
) {
  rerunWithPostgres();
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import { loadMigrations } from '../db/migrate.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { mailStats } from '../mail/mail-service.ts';

const HEALTH_TIMEOUT_MS = 3000;

/**
 * `GET /health`: 200 when `SELECT 1` answers in time, else 503. With the job queue, it also
 * reports what waits and what failed: jobs, and e-mail (failed mail is worth an alert).
 */
export function healthHandler(db: Database, jobs?: JobQueue) {
  return async (c: Context) => {
    try {
      await withTimeout(db.query('SELECT 1'), HEALTH_TIMEOUT_MS);
      const health = { status: 'ok', database: 'reachable', driver: db.driver };
      if (!jobs) return c.json(health);
      const [queue, mail] = await withTimeout(
        Promise.all([jobs.stats(), mailStats(db)]),
        HEALTH_TIMEOUT_MS,
      );
      return c.json({ ...health, queue: { waiting: queue.waiting, failed: queue.failed }, mail });
    } catch (error) {
      c.get('logger').error({ err: error }, 'Health check: database unreachable');
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  };
}

/** `GET /health/live`: the process answers (no dependency checked: a restart would not help). */
export const liveHandler = (c: Context) => c.json({ status: 'ok' });

type Check = 'ok' | 'failed';

/** The newest migration this backend ships, read once. */
let shippedMigration: Promise<number> | undefined;
const newestShipped = () => {
  shippedMigration ??= loadMigrations().then((all) => all.at(-1)?.version ?? 0);
  return shippedMigration;
};

/**
 * `GET /health/ready`: whether this backend can serve. The database answers, every migration it
 * ships is applied there, and (where it runs background work) the job queue answers. 200 with
 * each check, or 503 naming the one that failed; the Node version it runs on either way.
 */
export function readyHandler(db: Database, jobs?: JobQueue) {
  return async (c: Context) => {
    const checks: { database: Check; migrations: Check; queue?: Check } = {
      database: 'failed',
      migrations: 'failed',
      ...(jobs ? { queue: 'failed' as const } : {}),
    };
    try {
      await withTimeout(db.query('SELECT 1'), HEALTH_TIMEOUT_MS);
      checks.database = 'ok';
      const [row] = await withTimeout(
        db.query<{ version: number | null }>(
          'SELECT max(version) AS version FROM schema_migrations',
        ),
        HEALTH_TIMEOUT_MS,
      );
      if (Number(row?.version ?? 0) >= (await newestShipped())) checks.migrations = 'ok';
      if (jobs) {
        await withTimeout(jobs.stats(), HEALTH_TIMEOUT_MS);
        checks.queue = 'ok';
      }
    } catch (error) {
      c.get('logger').error({ err: error, checks }, 'Readiness check failed');
    }
    const isReady = Object.values(checks).every((check) => check === 'ok');
    return c.json(
      { status: isReady ? 'ok' : 'error', node: process.version, driver: db.driver, checks },
      isReady ? 200 : 503,
    );
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

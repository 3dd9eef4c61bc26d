import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
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

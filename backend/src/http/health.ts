import type { Context } from 'hono';
import type { Database } from '../db/database.ts';

const HEALTH_TIMEOUT_MS = 3000;

/** `GET /health`: 200 when `SELECT 1` answers in time, else 503. */
export function healthHandler(db: Database) {
  return async (c: Context) => {
    try {
      await withTimeout(db.query('SELECT 1'), HEALTH_TIMEOUT_MS);
      return c.json({ status: 'ok', database: 'reachable', driver: db.driver });
    } catch (error) {
      console.error('Health check: database unreachable:', error);
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

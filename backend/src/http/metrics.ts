import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * `GET /metrics` in Prometheus text (docs/backend.md#metrics): every request by area, function,
 * action and status with its duration; the job queue's depth and failures; the outbox's mail by
 * state; the process's own (CPU, memory, event loop). One registry per app, so two apps in one
 * process (tests) never count each other's requests.
 */
export interface Metrics {
  /** Times each request; first among the app's middleware so a refusal counts too. */
  middleware: MiddlewareHandler;
  /** The `/metrics` route, behind `token` when one is set. */
  handler: (c: Context) => Promise<Response>;
}

export interface MetricsOptions {
  db: Database;
  jobs?: JobQueue;
  /** `ATELIER_METRICS_TOKEN`: when set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

/** The first path segment pair as a bounded label: never a raw path (ids, tokens). */
const AREAS: Record<string, string> = {
  functions: 'functions',
  auth: 'auth',
  storage: 'storage',
  newsletter: 'newsletter',
  site: 'site',
  payments: 'payments',
  health: 'health',
  metrics: 'metrics',
};

export function areaOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  return AREAS[first] ?? 'other';
}

export function createMetrics({ db, jobs, token }: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'atelier_' });
  const requests = new Histogram({
    name: 'atelier_http_request_duration_seconds',
    help: 'HTTP requests by area, function, action and status, with their duration',
    labelNames: ['area', 'function', 'action', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  if (jobs) {
    new Gauge({
      name: 'atelier_job_queue_jobs',
      help: 'Background jobs by state: waiting (new, scheduled, retrying), active, failed',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const stats = await jobs.stats();
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'active' }, stats.active);
        this.set({ state: 'failed' }, stats.failed);
      },
    });
  }
  new Gauge({
    name: 'atelier_mail_messages',
    help: 'E-mail in the outbox by state (queued, sending, sent, failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM email_outbox GROUP BY status',
      );
      const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
      for (const state of ['queued', 'sending', 'sent', 'failed']) {
        this.set({ state }, counts.get(state) ?? 0);
      }
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      requests.observe(
        {
          area: areaOf(c.req.path),
          // Set by the dispatcher only for a function and action that exist: bounded labels.
          function: c.get('functionName') ?? '',
          action: c.get('functionAction') ?? '',
          status: String(status),
        },
        (performance.now() - started) / 1000,
      );
    }
  };

  const handler = async (c: Context) => {
    if (token && !isBearer(c.req.header('authorization'), token)) {
      return c.json({ error: 'A metrics token is required', code: 'UNAUTHORIZED' }, 401);
    }
    const text = await registry.metrics();
    return c.body(text, 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };

  return { middleware, handler };
}

function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

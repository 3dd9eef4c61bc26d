import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import { bossDatabase, bossTransaction } from './boss-database.ts';
import { type JobName, jobNames, type QueueSpec, queueSpecs } from './queues.ts';

export interface SendJobOptions {
  /**
   * Runs the job once for this key, ever: a second send with the same key sends nothing and
   * answers null. Name the trigger, e.g. `mail:<message id>:<attempt>`.
   */
  key?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** Sends inside this transaction: the job exists only if it commits. */
  tx?: Queryable;
  /** Workers take the highest priority first, then the oldest (default 0). */
  priority?: number;
}

export interface WorkOptions {
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
  /** Seconds between polls for this queue (default the queue's, at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface JobRun {
  id: string;
  /** 0 on the first run, then 1, 2, ... on retries (after a throw or a crash). */
  retryCount: number;
}

export type JobHandler = (data: Record<string, unknown>, run: JobRun) => Promise<void>;

export interface JobQueueStats {
  /** Waiting to run: new, scheduled for later, or waiting for a retry. */
  waiting: number;
  active: number;
  /** Ended failed, retries exhausted (kept a week). */
  failed: number;
}

export interface JobQueue {
  /**
   * Installs or migrates the queue's schema and its queues. Other methods start the queue when
   * needed, except a send inside a transaction: on PGlite that would wait for the transaction.
   */
  start(): Promise<void>;
  send(
    name: JobName,
    data: Record<string, unknown>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Runs `handler` for the jobs of `name` in this process; a throw is a failed run, retried. */
  work(name: JobName, handler: JobHandler, workOptions?: WorkOptions): Promise<void>;
  /**
   * Sends a job of `name` on a cron schedule (5 fields, UTC). However many processes run, each
   * tick sends one job.
   */
  schedule(name: JobName, cron: string, data?: Record<string, unknown>): Promise<void>;
  stats(): Promise<JobQueueStats>;
  /** Stops working and scheduling; waits up to `timeoutMs` for runs in progress. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /**
   * `worker`: this process runs jobs, maintenance and schedules (the backend). `producer`: it only
   * sends (tests, tools); jobs wait for a worker.
   */
  role: 'worker' | 'producer';
  /** Seconds between polls for new jobs; the first run of a new job waits up to this long. */
  pollingIntervalSeconds?: number;
  /** Seconds between supervision passes, which give runs past their expiry to another worker. */
  superviseIntervalSeconds?: number;
  /** Tests shorten retry delays and expiry with these; the backend runs `queueSpecs` as is. */
  specOverrides?: Partial<Record<JobName, Partial<QueueSpec>>>;
  onError?: (error: Error) => void;
}

/** Held while a process installs or migrates pg-boss's schema and queues (migrate.ts: 7_241_001). */
const installLockKey = 7_241_003;

/** The schema pg-boss keeps its tables in, beside our `public`. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The job queue on the database: pg-boss over the backend's own connection, so it works the same
 * on PGlite and PostgreSQL. pg-boss installs and migrates its schema on first use.
 */
export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const isWorker = options.role === 'worker';
  const boss = new PgBoss({
    db: bossDatabase(db),
    backend: db.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_SCHEMA,
    supervise: isWorker,
    schedule: isWorker,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => (options.onError ?? logJobError)(error));

  let started: Promise<void> | undefined;
  let isStarted = false;
  const install = async () => {
    await boss.start();
    for (const name of jobNames) {
      await ensureQueue(boss, name, { ...queueSpecs[name], ...options.specOverrides?.[name] });
    }
  };
  const ready = (): Promise<void> => {
    started ??= (async () => {
      // Backends starting together on a fresh PostgreSQL database would install pg-boss at once,
      // and its own lock does not stop the second CREATE SCHEMA from failing (duplicate key in
      // pg_namespace): one at a time, the second finds it installed. PGlite has one process.
      if (db.driver === 'postgres') {
        await db.transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock($1)', [installLockKey]);
          await install();
        });
      } else {
        await install();
      }
      isStarted = true;
    })();
    return started;
  };

  return {
    start: ready,
    async send(name, data, sendOptions = {}) {
      if (sendOptions.tx && !isStarted) {
        throw new Error('Start the job queue before sending a job inside a transaction');
      }
      await ready();
      const startAfter = sendOptions.startAfterSeconds;
      const priority = sendOptions.priority;
      const send = async (tx: Queryable) => {
        const id = sendOptions.key ? await claimKey(tx, sendOptions.key, name) : randomUUID();
        if (id === null) return null;
        return await boss.send(name, data, {
          id,
          startAfter,
          ...(priority === undefined ? {} : { priority }),
          db: bossTransaction(tx),
        });
      };
      if (sendOptions.tx) return await send(sendOptions.tx);
      return await db.transaction(send);
    },
    async work(name, handler, workOptions = {}) {
      await ready();
      const polling = workOptions.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 1;
      await boss.work(
        name,
        {
          pollingIntervalSeconds: Math.max(0.5, polling),
          batchSize: 1,
          localConcurrency: Math.max(1, workOptions.concurrency ?? 1),
        },
        async ([job]) => {
          if (!job) return;
          await handler(job.data as Record<string, unknown>, {
            id: job.id,
            retryCount: job.retryCount,
          });
        },
      );
    },
    async schedule(name, cron, data = {}) {
      await ready();
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async stats() {
      await ready();
      const [row] = await db.query<JobQueueStats>(
        `SELECT count(*) FILTER (WHERE state IN ('created', 'retry')) AS waiting,
                count(*) FILTER (WHERE state = 'active') AS active,
                count(*) FILTER (WHERE state = 'failed') AS failed
         FROM ${JOB_SCHEMA}.job`,
      );
      return row ?? { waiting: 0, active: 0, failed: 0 };
    },
    async stop(timeoutMs = 5000) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}

async function ensureQueue(boss: PgBoss, name: JobName, spec: QueueSpec): Promise<void> {
  const policy = {
    retryLimit: spec.retryLimit,
    retryDelay: spec.retryDelaySeconds,
    retryBackoff: spec.retryBackoff,
    expireInSeconds: spec.expireInSeconds,
  };
  if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
  else await boss.createQueue(name, policy);
}

/** The job id for `key`, or null when a job was already sent with it. */
async function claimKey(tx: Queryable, key: string, queue: JobName): Promise<string | null> {
  const [row] = await tx.query<{ job_id: string }>(
    `INSERT INTO job_keys (key, queue, job_id) VALUES ($1, $2, gen_random_uuid())
     ON CONFLICT (key) DO NOTHING
     RETURNING job_id`,
    [key, queue],
  );
  return row?.job_id ?? null;
}

function logJobError(error: Error): void {
  console.error('Job queue error:', error);
}

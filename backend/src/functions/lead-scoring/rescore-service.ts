import type { Database } from '../../db/database.ts';
import { failRunsOfFailedJobs, failScoringRun, queuedRunIds } from '../../db/scoring-runs.ts';
import { JOB_SCHEMA, type JobHandler, type JobQueue } from '../../jobs/job-queue.ts';
import { queueSpecs } from '../../jobs/queues.ts';
import { type Logger, silentLogger } from '../../log/logger.ts';
import { startDecayRun } from './decay-runs.ts';
import { runRescore } from './rescore-run.ts';

/** One job per run, ever, however many processes relay it. */
export const rescoreJobKey = (runId: string): string => `rescore:${runId}`;

/**
 * Hands each saved run to the job queue. `save_criteria` only writes the run row (in the
 * transaction of the criteria, as the outbox does for e-mail), so a run exists exactly when
 * its criteria were saved; this relay sends its job. Returns how many jobs it sent.
 */
export async function queueRescoreRuns(db: Database, jobs: JobQueue): Promise<number> {
  let sent = 0;
  for (const { id } of await queuedRunIds(db)) {
    if (await jobs.send('leads.rescore', { runId: id }, { key: rescoreJobKey(id) })) sent += 1;
  }
  return sent;
}

export interface RescoreServiceOptions {
  db: Database;
  jobs: JobQueue;
  /** How often saved runs are looked for; a run starts within about this long. */
  relayIntervalMs?: number;
  /** How often the relay checks whether the day's fading run is due (decay-runs.ts). */
  decayCheckIntervalMs?: number;
  /** The queue's retries (queueSpecs); tests that shorten them pass the same number here. */
  retryLimit?: number;
  logger?: Logger;
}

/**
 * The `leads.rescore` job: runs the run. A throw is retried by the queue (resuming after the last
 * committed batch); on the last attempt the run also ends `failed` with the error, so the editor
 * stops showing it as going and a new save starts afresh.
 */
export function rescoreJob(
  db: Database,
  options: { retryLimit?: number; logger?: Logger } = {},
): JobHandler {
  const retryLimit = options.retryLimit ?? queueSpecs['leads.rescore'].retryLimit;
  const logger = options.logger ?? silentLogger;
  return async (data, job) => {
    const { runId } = data;
    if (typeof runId !== 'string') {
      throw new Error(`leads.rescore job data is not {runId}: ${JSON.stringify(data)}`);
    }
    try {
      const outcome = await runRescore(db, runId);
      logger.info({ runId, outcome }, 'lead re-scoring run ended');
    } catch (error) {
      if (job.retryCount >= retryLimit) {
        await failScoringRun(db, runId, error instanceof Error ? error.message : String(error));
        logger.error({ runId, err: error }, 'lead re-scoring run failed for good');
      }
      throw error;
    }
  };
}

/**
 * Works the `leads.rescore` jobs in this process and relays saved runs to them, starting the
 * day's fading run first when one is due, and marking failed the runs whose job the queue
 * failed without the handler saying so (a crash on the last attempt).
 */
export async function startRescoreService(options: RescoreServiceOptions): Promise<() => void> {
  const { db, jobs } = options;
  const logger = options.logger ?? silentLogger;
  await jobs.work('leads.rescore', rescoreJob(db, { retryLimit: options.retryLimit, logger }));
  const decayCheckIntervalMs = options.decayCheckIntervalMs ?? 60_000;
  let lastDecayCheck = Number.NEGATIVE_INFINITY;
  const relayOnce = async () => {
    if (Date.now() - lastDecayCheck >= decayCheckIntervalMs) {
      lastDecayCheck = Date.now();
      const run = await startDecayRun(db);
      if (run) logger.info({ runId: run.id }, 'daily lead re-scoring run for decaying criteria');
    }
    await queueRescoreRuns(db, jobs);
    await failRunsOfFailedJobs(db, JOB_SCHEMA);
  };
  let isRelaying = false;
  const relay = () => {
    if (isRelaying) return;
    isRelaying = true;
    relayOnce()
      .catch((error: unknown) => logger.error({ err: error }, 're-scoring relay failed'))
      .finally(() => {
        isRelaying = false;
      });
  };
  relay();
  const timer = setInterval(relay, options.relayIntervalMs ?? 1000);
  return () => clearInterval(timer);
}

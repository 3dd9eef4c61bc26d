import type { Database } from '../../db/database.ts';
import { queuedRunIds } from '../../db/scoring-runs.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../../log/logger.ts';
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
  logger?: Logger;
}

/** Works the `leads.rescore` jobs in this process and relays saved runs to them. */
export async function startRescoreService(options: RescoreServiceOptions): Promise<() => void> {
  const { db, jobs } = options;
  const logger = options.logger ?? silentLogger;
  await jobs.work('leads.rescore', async (data) => {
    const { runId } = data;
    if (typeof runId !== 'string') {
      throw new Error(`leads.rescore job data is not {runId}: ${JSON.stringify(data)}`);
    }
    const outcome = await runRescore(db, runId);
    logger.info({ runId, outcome }, 'lead re-scoring run ended');
  });
  let isRelaying = false;
  const relay = () => {
    if (isRelaying) return;
    isRelaying = true;
    queueRescoreRuns(db, jobs)
      .catch((error: unknown) => logger.error({ err: error }, 're-scoring relay failed'))
      .finally(() => {
        isRelaying = false;
      });
  };
  relay();
  const timer = setInterval(relay, options.relayIntervalMs ?? 1000);
  return () => clearInterval(timer);
}

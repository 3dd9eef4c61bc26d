import { afterEach, describe, expect, it } from 'vitest';
import { failRunsOfFailedJobs } from '../../db/scoring-runs.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../../jobs/job-queue.ts';
import { runRescore } from './rescore-run.ts';
import { queueRescoreRuns, rescoreJob, startRescoreService } from './rescore-service.ts';
import { addKnownLeads, defaultCriteria, useScoringTestKit } from './scoring-test-kit.ts';

const kit = useScoringTestKit();

async function save(): Promise<string> {
  const answer = await kit.call({ action: 'save_criteria', criteria: defaultCriteria() });
  expect(answer.status).toBe(200);
  return answer.body.run.id;
}

/**
 * A stored criterion the scorer refuses (a fact it does not know): every batch throws, as a
 * bug would make it.
 */
async function breakTheCriteria(): Promise<void> {
  await kit.db.query(
    `UPDATE scoring_criteria
     SET conditions = '[{"label": "Odd", "points": 1, "when": {"shoe_size": {"min": 40}}}]'
     WHERE key = 'budget'`,
  );
}

const runRow = (id: string) =>
  kit.db
    .query<{ status: string; error: string | null; finished_at: string | null }>(
      'SELECT status, error, finished_at FROM scoring_runs WHERE id = $1',
      [id],
    )
    .then((rows) => rows[0]);

describe('a run whose job fails', () => {
  it('stays running while retries are left, then ends failed with the error', async () => {
    await addKnownLeads(kit);
    const runId = await save();
    await breakTheCriteria();
    const job = rescoreJob(kit.db, { retryLimit: 2 });

    await expect(job({ runId }, { id: 'job', retryCount: 0 })).rejects.toThrow(/malformed/);
    await expect(job({ runId }, { id: 'job', retryCount: 1 })).rejects.toThrow(/malformed/);
    expect(await runRow(runId)).toEqual({ status: 'running', error: null, finished_at: null });

    await expect(job({ runId }, { id: 'job', retryCount: 2 })).rejects.toThrow(/malformed/);
    const failed = await runRow(runId);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/Scoring criterion "budget" is malformed/);
    expect(failed?.finished_at).toEqual(expect.any(String));
    expect(await runRescore(kit.db, runId)).toBe('failed');
  });

  it('get_rescore_status answers the failed run; a new save starts a new one', async () => {
    await addKnownLeads(kit);
    const runId = await save();
    await breakTheCriteria();
    await expect(
      rescoreJob(kit.db, { retryLimit: 0 })({ runId }, { id: 'job', retryCount: 0 }),
    ).rejects.toThrow();

    const status = await kit.call({ action: 'get_rescore_status' });
    expect(status.body.run).toMatchObject({
      id: runId,
      status: 'failed',
      error: expect.stringMatching(/malformed/),
      finished_at: expect.any(String),
    });

    const next = await save();
    expect(next).not.toBe(runId);
    const after = await kit.call({ action: 'get_rescore_status' });
    expect(after.body.run).toMatchObject({ id: next, status: 'queued', error: null });
    expect(await runRescore(kit.db, next)).toBe('done');
    expect((await runRow(runId))?.status).toBe('failed');
  });

  it('a run superseded meanwhile stays superseded when its old job fails', async () => {
    await addKnownLeads(kit);
    const first = await save();
    await breakTheCriteria();
    const job = rescoreJob(kit.db, { retryLimit: 0 });
    await kit.db.query(`UPDATE scoring_runs SET status = 'superseded' WHERE id = $1`, [first]);
    await expect(job({ runId: first }, { id: 'job', retryCount: 0 })).resolves.toBeUndefined();
    expect((await runRow(first))?.status).toBe('superseded');
  });
});

describe('through the job queue', () => {
  let jobs: JobQueue | undefined;
  let stopService: (() => void) | undefined;

  afterEach(async () => {
    stopService?.();
    await jobs?.stop(500);
    await kit.db.exec(`DELETE FROM ${JOB_SCHEMA}.job`);
  });

  it('retries exhausted: the run ends failed', async () => {
    await addKnownLeads(kit);
    const runId = await save();
    await breakTheCriteria();
    const retry = { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false };
    jobs = createJobQueue(kit.db, {
      role: 'worker',
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      specOverrides: { 'leads.rescore': retry },
      onError: () => {},
    });
    stopService = await startRescoreService({
      db: kit.db,
      jobs,
      relayIntervalMs: 200,
      retryLimit: retry.retryLimit,
    });

    const deadline = Date.now() + 20_000;
    let run = (await kit.call({ action: 'get_rescore_status' })).body.run;
    while (run.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = (await kit.call({ action: 'get_rescore_status' })).body.run;
    }
    expect(run).toMatchObject({ id: runId, status: 'failed', error: expect.any(String) });
  }, 30_000);

  it('a job the queue failed without the handler (a crash on the last attempt) fails its run', async () => {
    await addKnownLeads(kit);
    const runId = await save();
    jobs = createJobQueue(kit.db, { role: 'producer', onError: () => {} });
    expect(await queueRescoreRuns(kit.db, jobs)).toBe(1);
    expect(await failRunsOfFailedJobs(kit.db, JOB_SCHEMA)).toBe(0);
    // What pg-boss writes when a run outlives its expiry with no retry left.
    await kit.db.query(
      `UPDATE ${JOB_SCHEMA}.job SET state = 'failed',
         output = '{"value": {"message": "job timed out"}}'
       WHERE name = 'leads.rescore'`,
    );

    expect(await failRunsOfFailedJobs(kit.db, JOB_SCHEMA)).toBe(1);
    expect(await runRow(runId)).toEqual({
      status: 'failed',
      error: 'job timed out',
      finished_at: expect.any(String),
    });
    expect(await failRunsOfFailedJobs(kit.db, JOB_SCHEMA)).toBe(0);
  });
});

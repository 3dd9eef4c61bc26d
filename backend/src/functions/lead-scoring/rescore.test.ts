import { afterEach, describe, expect, it } from 'vitest';
import { startScoringRun } from '../../db/scoring-runs.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../../jobs/job-queue.ts';
import { runRescore } from './rescore-run.ts';
import { startRescoreService } from './rescore-service.ts';
import {
  addKnownLeads,
  defaultCriteria,
  everyoneFitsCriteria,
  useScoringTestKit,
} from './scoring-test-kit.ts';

const kit = useScoringTestKit();

async function save(criteria: unknown): Promise<string> {
  const answer = await kit.call({ action: 'save_criteria', criteria });
  expect(answer.status).toBe(200);
  return answer.body.run.id;
}

const scoresByName = async () =>
  Object.fromEntries(
    (await kit.db.query<{ name: string; score: number }>('SELECT name, score FROM leads')).map(
      (row) => [row.name, row.score],
    ),
  );

describe('a re-scoring run', () => {
  it('writes each changed score, keeps the old one in history and ends done with its progress', async () => {
    const leads = await addKnownLeads(kit);
    const before = await kit.db.query<{ id: string; updated_at: string }>(
      'SELECT id, updated_at FROM leads ORDER BY id',
    );
    const runId = await save(everyoneFitsCriteria());

    expect(await runRescore(kit.db, runId, { batchSize: 3 })).toBe('done');

    expect(await scoresByName()).toEqual({
      'Hana Hot': 100,
      'Milo Mid': 68,
      'Sam Small': 40,
      'Cole Cold': 34,
    });
    const history = await kit.db.query(
      `SELECT lead_id, old_score, new_score, run_id FROM lead_score_history ORDER BY old_score`,
    );
    expect(history).toEqual([
      { lead_id: leads.cold.id, old_score: 9, new_score: 34, run_id: runId },
      { lead_id: leads.small.id, old_score: 19, new_score: 40, run_id: runId },
      { lead_id: leads.mid.id, old_score: 58, new_score: 68, run_id: runId },
    ]);
    const status = await kit.call({ action: 'get_rescore_status' });
    expect(status.body.run).toMatchObject({
      id: runId,
      status: 'done',
      total: 4,
      done: 4,
      changed: 3,
    });
    expect(status.body.run.started_at).toEqual(expect.any(String));
    expect(status.body.run.finished_at).toEqual(expect.any(String));
    // A re-scoring is not an edit: the leads keep their updated_at (their last activity).
    expect(await kit.db.query('SELECT id, updated_at FROM leads ORDER BY id')).toEqual(before);
  });

  it('runs once: a repeated job finds the run done and writes nothing more', async () => {
    await addKnownLeads(kit);
    const runId = await save(everyoneFitsCriteria());
    await runRescore(kit.db, runId);
    expect(await runRescore(kit.db, runId)).toBe('done');
    expect(await kit.db.query('SELECT id FROM lead_score_history')).toHaveLength(3);
  });

  it('a retried job resumes after the last committed batch', async () => {
    await addKnownLeads(kit);
    const runId = await save(everyoneFitsCriteria());
    await kit.db.transaction((tx) => startScoringRun(tx, runId));
    const ids = (await kit.db.query<{ id: string }>('SELECT id FROM leads ORDER BY id')).map(
      (row) => row.id,
    );
    // As if the first batch of two committed and the process then died.
    await kit.db.query('UPDATE scoring_runs SET done = 2, cursor_lead_id = $2 WHERE id = $1', [
      runId,
      ids[1],
    ]);

    expect(await runRescore(kit.db, runId, { batchSize: 1 })).toBe('done');
    const rescored = await kit.db.query<{ lead_id: string }>(
      'SELECT lead_id FROM lead_score_history ORDER BY lead_id',
    );
    // Of the two leads after the cursor one at least changes (only Hana Hot keeps her score).
    expect(rescored.length).toBeGreaterThan(0);
    expect(rescored.every((row) => row.lead_id > (ids[1] ?? ''))).toBe(true);
    const [run] = await kit.db.query('SELECT status, done, total FROM scoring_runs');
    expect(run).toEqual({ status: 'done', done: 4, total: 4 });
  });

  it('stops when a later save supersedes it, and the later run scores by the later criteria', async () => {
    await addKnownLeads(kit);
    const first = await save(everyoneFitsCriteria());
    await kit.db.transaction((tx) => startScoringRun(tx, first));
    const second = await save(defaultCriteria());

    expect(await runRescore(kit.db, first, { batchSize: 1 })).toBe('superseded');
    expect(await kit.db.query('SELECT id FROM lead_score_history')).toEqual([]);
    expect(await runRescore(kit.db, second)).toBe('done');
    expect(await scoresByName()).toMatchObject({ 'Milo Mid': 58, 'Cole Cold': 9 });
    const runs = await kit.db.query<{ status: string; done: number }>(
      'SELECT status, done FROM scoring_runs ORDER BY created_at',
    );
    expect(runs).toEqual([
      { status: 'superseded', done: 0 },
      { status: 'done', done: 4 },
    ]);
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

  it('a save is picked up by the relay and re-scored by a worker', async () => {
    await addKnownLeads(kit);
    jobs = createJobQueue(kit.db, {
      role: 'worker',
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      onError: () => {},
    });
    stopService = await startRescoreService({ db: kit.db, jobs, relayIntervalMs: 200 });
    const runId = await save(everyoneFitsCriteria());

    const deadline = Date.now() + 20_000;
    let run = (await kit.call({ action: 'get_rescore_status' })).body.run;
    while (run.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = (await kit.call({ action: 'get_rescore_status' })).body.run;
    }
    expect(run).toMatchObject({ id: runId, status: 'done', done: 4, changed: 3 });
    expect(await scoresByName()).toMatchObject({ 'Sam Small': 40 });
  }, 30_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import {
  createEmptyPostgresDatabase,
  testDatabaseUrl,
  useTestDatabase,
} from '../test/test-database.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue, type JobQueueOptions } from './job-queue.ts';

const testDb = useTestDatabase({ migrate: true });
/** Any queue does: these tests drive the queue itself, with handlers of their own. */
const QUEUE = 'notifications.overdue-sweep';
const queues: JobQueue[] = [];

function queue(options: Partial<JobQueueOptions> = {}): JobQueue {
  const created = createJobQueue(testDb.db, {
    role: 'worker',
    pollingIntervalSeconds: 0.5,
    superviseIntervalSeconds: 1,
    onError: () => {},
    ...options,
  });
  queues.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((each) => each.stop(500)));
  await testDb.db.exec(`DELETE FROM ${JOB_SCHEMA}.job; DELETE FROM job_keys;`);
});

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function jobState(id: string): Promise<{ state: string; output: unknown } | undefined> {
  const [row] = await testDb.db.query<{ state: string; output: unknown }>(
    `SELECT state::text, output FROM ${JOB_SCHEMA}.job WHERE id = $1`,
    [id],
  );
  return row;
}

describe('job queue', () => {
  it('runs a sent job in a worker with its data', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    await jobs.work(QUEUE, async (data) => {
      seen.push(data);
    });
    const id = await jobs.send(QUEUE, { reason: 'test' });
    expect(id).toEqual(expect.any(String));
    await until(async () => (seen.length > 0 ? true : undefined));
    expect(seen).toEqual([{ reason: 'test' }]);
    await until(async () => ((await jobState(id ?? ''))?.state === 'completed' ? true : undefined));
  });

  it('sends a job once per key, however often the same trigger fires', async () => {
    const jobs = queue({ role: 'producer' });
    const first = await jobs.send(QUEUE, {}, { key: 'trigger-1' });
    const again = await jobs.send(QUEUE, {}, { key: 'trigger-1' });
    const other = await jobs.send(QUEUE, {}, { key: 'trigger-2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).not.toBe(first);
    const [{ count } = { count: 0 }] = await testDb.db.query<{ count: number }>(
      `SELECT count(*) FROM ${JOB_SCHEMA}.job WHERE name = $1`,
      [QUEUE],
    );
    expect(count).toBe(2);
  });

  it('sends nothing when the transaction it was sent in rolls back', async () => {
    const jobs = queue({ role: 'producer' });
    await jobs.start();
    await expect(
      testDb.db.transaction(async (tx) => {
        await jobs.send(QUEUE, {}, { key: 'rolled-back', tx });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await jobs.send(QUEUE, {}, { key: 'rolled-back' })).toEqual(expect.any(String));
    expect((await jobs.stats()).waiting).toBe(1);
  });

  it('retries a job that throws, then ends it failed with its error', async () => {
    const jobs = queue({
      specOverrides: { [QUEUE]: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false } },
    });
    let runs = 0;
    await jobs.work(QUEUE, async () => {
      runs += 1;
      throw new Error(`refused on run ${runs}`);
    });
    const id = (await jobs.send(QUEUE, {})) ?? '';
    const failed = await until(async () => {
      const job = await jobState(id);
      return job?.state === 'failed' ? job : undefined;
    });
    expect(runs).toBe(3);
    expect(JSON.stringify(failed.output)).toContain('refused on run 3');
    expect(await jobs.stats()).toMatchObject({ failed: 1, waiting: 0 });
  });

  it('runs a job again after the process running it died mid-run', async () => {
    const spec = { [QUEUE]: { expireInSeconds: 1, retryDelaySeconds: 1, retryBackoff: false } };
    const crashed = queue({ specOverrides: spec });
    let isStarted = false;
    await crashed.work(QUEUE, async () => {
      isStarted = true;
      await new Promise(() => {}); // hangs, as a process killed mid-run never finishes
    });
    const id = (await crashed.send(QUEUE, { n: 1 })) ?? '';
    await until(async () => (isStarted ? true : undefined));
    await crashed.stop(100);

    const restarted = queue({ specOverrides: spec });
    const reruns: unknown[] = [];
    await restarted.work(QUEUE, async (data, run) => {
      reruns.push({ data, retryCount: run.retryCount });
    });
    await until(async () => (reruns.length > 0 ? true : undefined), 20_000);
    expect(reruns[0]).toEqual({ data: { n: 1 }, retryCount: 1 });
    await until(async () => ((await jobState(id))?.state === 'completed' ? true : undefined));
  });
});

// Two processes on one data directory are refused on PGlite: only PostgreSQL has this case.
describe.skipIf(!testDatabaseUrl)('job queue started by two processes at once', () => {
  it('installs once on a fresh database, both starts succeeding', async () => {
    // Each round is a fresh database; the race was lost about three times in four.
    for (let round = 0; round < 3; round += 1) {
      const created = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
      const processes = [
        await openDatabase({ databaseUrl: created.url }),
        await openDatabase({ databaseUrl: created.url }),
      ];
      const jobs = processes.map((db) => createJobQueue(db, { role: 'worker', onError: () => {} }));
      try {
        // As main.ts does: migrate, then start the queue, both processes at the same moment.
        const starts = processes.map(async (db, index) => {
          await migrate(db);
          await jobs[index]?.start();
        });
        expect(await Promise.allSettled(starts)).toEqual([
          { status: 'fulfilled', value: undefined },
          { status: 'fulfilled', value: undefined },
        ]);
      } finally {
        await Promise.all(jobs.map((each) => each.stop(0)));
        await Promise.all(processes.map((db) => db.close()));
        await created.drop();
      }
    }
  }, 30_000);
});

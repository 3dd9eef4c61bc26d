import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createRegistry } from '../functions/registry.ts';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { queueEmail } from '../mail/outbox.ts';
import { createTestKeys } from '../test/fixtures.ts';
import { testDriver, useTestDatabase } from '../test/test-database.ts';

const testDb = useTestDatabase({ migrate: true });
let jobs: JobQueue;

beforeAll(async () => {
  jobs = createJobQueue(testDb.db, { role: 'producer' });
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop();
});

describe('GET /health of a backend running background work', () => {
  it('reports waiting and failed jobs and e-mail', async () => {
    const app = createApp({
      db: testDb.db,
      keys: await createTestKeys(),
      corsOrigins: [],
      functions: createRegistry([]),
      jobs,
    });
    await queueEmail(testDb.db, { to: 'a@example.com', subject: 'Queued', body: 'Hi' });
    await queueEmail(testDb.db, { to: 'b@example.com', subject: 'Refused', body: 'Hi' });
    await testDb.db.query(
      "UPDATE email_outbox SET status = 'failed', last_error = '550' WHERE subject = 'Refused'",
    );
    await jobs.send('notifications.overdue-sweep', {});

    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'reachable',
      driver: testDriver,
      queue: { waiting: 1, failed: 0 },
      mail: { queued: 1, failed: 1 },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createFunctionRegistry } from '../functions/index.ts';
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

describe('liveness, readiness and metrics', () => {
  const appWithJobs = async (metricsToken?: string) => {
    const keys = await createTestKeys();
    const app = createApp({
      db: testDb.db,
      keys,
      corsOrigins: [],
      functions: createFunctionRegistry(),
      jobs,
      ...(metricsToken ? { metricsToken } : {}),
    });
    return { app, keys };
  };

  it('GET /health/live answers without looking at anything', async () => {
    const { app } = await appWithJobs();
    const response = await app.request('/health/live');
    expect([response.status, await response.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('GET /health/ready checks the database, the migrations and the queue, and names the Node', async () => {
    const { app } = await appWithJobs();
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      node: process.version,
      driver: testDriver,
      checks: { database: 'ok', migrations: 'ok', queue: 'ok' },
    });

    // A database behind the code it serves (a migration not applied) is not ready.
    const [newest] = await testDb.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    await testDb.db.query('DELETE FROM schema_migrations WHERE version = $1', [newest?.version]);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const behind = await app.request('/health/ready');
      expect(behind.status).toBe(503);
      expect(await behind.json()).toMatchObject({
        status: 'error',
        checks: { database: 'ok', migrations: 'failed', queue: 'ok' },
      });
    } finally {
      consoleError.mockRestore();
      await testDb.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        newest?.version,
        newest?.name,
      ]);
    }
  });

  it('GET /metrics counts requests by function, action and status, jobs and mail', async () => {
    const { app, keys } = await appWithJobs();
    const headers = {
      apikey: keys.anonKey,
      authorization: `Bearer ${keys.anonKey}`,
      'content-type': 'application/json',
    };
    const site = await app.request('/functions/v1/site-settings', {
      method: 'POST',
      headers,
      body: JSON.stringify({ action: 'get_site' }),
    });
    expect(site.status).toBe(200);
    // An unknown function is counted without its name: labels stay a bounded set.
    await app.request('/functions/v1/no-such-function', {
      method: 'POST',
      headers,
      body: JSON.stringify({ action: 'x' }),
    });
    const response = await app.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain(
      'atelier_http_request_duration_seconds_count{area="functions",function="site-settings",action="get_site",status="200"} 1',
    );
    expect(text).toContain(
      'atelier_http_request_duration_seconds_count{area="functions",function="",action="",status="404"} 1',
    );
    expect(text).not.toContain('no-such-function');
    expect(text).toMatch(/atelier_job_queue_jobs\{state="waiting"\} \d+/);
    expect(text).toMatch(/atelier_mail_messages\{state="failed"\} \d+/);
    expect(text).toContain('atelier_process_resident_memory_bytes');
  });

  it('GET /metrics asks for ATELIER_METRICS_TOKEN when one is set', async () => {
    const { app } = await appWithJobs('scrape-secret');
    expect((await app.request('/metrics')).status).toBe(401);
    const wrong = await app.request('/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await app.request('/metrics', {
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(right.status).toBe(200);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from './db/database.ts';
import { type BackendProcess, freePort, spawnBackend } from './test/backend-process.ts';
import { createTestKeys } from './test/fixtures.ts';
import {
  INVOICE_NUMBER,
  OVERDUE_QUEUE,
  type OverdueSetup,
  writeOverdueInvoice,
} from './test/overdue-invoice.ts';
import {
  type RoundRobinProxy,
  startRoundRobinProxy,
  UPSTREAM_HEADER,
} from './test/round-robin-proxy.ts';
import { type SmtpSink, startSmtpSink } from './test/smtp-sink.ts';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
  testDatabaseUrl,
} from './test/test-database.ts';

const JWT_SECRET = 'multi-process-test-secret-long-enough-for-hs256';
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'two processes, one admin';
/** `ATELIER_RATE_LIMIT_LOGIN`: failed sign-ins allowed per 900 s (docs/auth.md#rate-limits). */
const LOGIN_LIMIT = 3;

interface Answer {
  status: number;
  /** The backend process that answered (the proxy's `x-test-upstream`). */
  upstream: string;
  headers: Headers;
  body: unknown;
}

const sessionBody = z.object({ access_token: z.string().min(1) });

/**
 * Two real backends (`src/main.ts`) on one PostgreSQL database, behind a proxy that alternates
 * between them: sessions, rate limits, scheduled jobs and e-mail must not depend on which process
 * a request or a job lands on. PGlite is an embedded database opened by one process per data
 * directory (db/data-dir-lock.ts), so two processes can only share a PostgreSQL server.
 */
describe.skipIf(!testDatabaseUrl)('two backend processes on one PostgreSQL database', () => {
  let database: EmptyPostgresDatabase | undefined;
  let db: Database | undefined;
  let sink: SmtpSink | undefined;
  let proxy: RoundRobinProxy | undefined;
  const backends: BackendProcess[] = [];
  const dataDirs: string[] = [];
  let anonKey = '';
  let overdue: OverdueSetup | undefined;

  const testDb = (): Database => {
    if (!db) throw new Error('The database is only open inside tests');
    return db;
  };

  beforeAll(async () => {
    if (!testDatabaseUrl) return;
    database = await createEmptyPostgresDatabase(testDatabaseUrl);
    sink = await startSmtpSink();
    anonKey = (await createTestKeys(JWT_SECRET)).anonKey;
    for (const name of ['A', 'B']) {
      const dataDir = await mkdtemp(join(tmpdir(), `atelier-multi-${name}-`));
      dataDirs.push(dataDir);
      backends.push(
        spawnBackend(name, await freePort(), {
          DATABASE_URL: database.url,
          ATELIER_DATA_DIR: dataDir,
          ATELIER_JWT_SECRET: JWT_SECRET,
          ATELIER_SEED: 'none',
          ATELIER_ADMIN_EMAIL: ADMIN_EMAIL,
          ATELIER_ADMIN_PASSWORD: ADMIN_PASSWORD,
          ATELIER_SMTP_URL: sink.url,
          ATELIER_RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
          ATELIER_RATE_LIMIT_LOGIN_WINDOW: '900',
          // Quiet unless something goes wrong; a failing start shows these lines.
          ATELIER_LOG_LEVEL: 'error',
        }),
      );
    }
    // Started together on purpose: migrations, the job queue's schema and the first admin are
    // set up by two processes at once.
    await Promise.all(backends.map((backend) => backend.waitUntilHealthy(45_000)));
    // Printed once the background work (mail relay, schedules, the start-up sweep) is running.
    await Promise.all(backends.map((backend) => backend.waitForLine(/^Mail: /, 15_000)));
    proxy = await startRoundRobinProxy(backends);
    db = await openDatabase({ databaseUrl: database.url });
    // Written now, so the wait for the next cron tick overlaps the other tests.
    overdue = await writeOverdueInvoice(db);
  }, 75_000);

  afterAll(async () => {
    const failures: unknown[] = [];
    const steps = [
      () => Promise.all(backends.map((backend) => backend.stop())),
      () => proxy?.close(),
      () => db?.close(),
      () => database?.drop(),
      () => sink?.close(),
      () => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))),
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'Cleaning up failed');
  }, 30_000);

  /** One request through the proxy, with the public key and the session token if given. */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: Record<string, unknown> } = {},
  ): Promise<Answer> {
    if (!proxy) throw new Error('The proxy is only running inside tests');
    const headers: Record<string, string> = {
      apikey: anonKey,
      authorization: `Bearer ${options.token ?? anonKey}`,
    };
    if (options.body) headers['content-type'] = 'application/json';
    const response = await fetch(`${proxy.url}${path}`, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      upstream: response.headers.get(UPSTREAM_HEADER) ?? '',
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
    };
  }

  /** Consecutive requests landed on different processes, so both took part. */
  function expectAlternating(answers: readonly Answer[]): void {
    for (const [index, answer] of answers.entries()) {
      expect(['A', 'B']).toContain(answer.upstream);
      const previous = answers[index - 1];
      if (previous) expect(answer.upstream).not.toBe(previous.upstream);
    }
  }

  it('accepts a session started on one process on the other, and ends it on both', async () => {
    const signIn = await send('POST', '/auth/v1/token?grant_type=password', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const token = sessionBody.parse(signIn.body).access_token;

    const user = await send('GET', '/auth/v1/user', { token });
    const getLeads = { action: 'get_leads' };
    const leadsOnFirst = await send('POST', '/functions/v1/lead-management', {
      token,
      body: getLeads,
    });
    const leadsOnSecond = await send('POST', '/functions/v1/lead-management', {
      token,
      body: getLeads,
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: ADMIN_EMAIL });
    expect(leadsOnFirst).toMatchObject({ status: 200, body: { success: true } });
    expect(leadsOnSecond).toMatchObject({ status: 200, body: { success: true } });

    const logout = await send('POST', '/auth/v1/logout', { token });
    expect(logout.status).toBe(204);
    const userAfter = await send('GET', '/auth/v1/user', { token });
    const leadsAfter = await send('POST', '/functions/v1/lead-management', {
      token,
      body: getLeads,
    });
    // GoTrue's answer for an ended session (docs/auth.md); the function door says 401.
    expect(userAfter).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    expect(leadsAfter).toMatchObject({ status: 401, body: { code: 'INVALID_TOKEN' } });

    expectAlternating([signIn, user, leadsOnFirst, leadsOnSecond, logout, userAfter, leadsAfter]);
  }, 20_000);

  it('counts failed sign-ins on both processes against one limit', async () => {
    // Every request comes from the proxy's address, which these failures may lock for sign-ins
    // (docs/auth.md#rate-limits): this test runs after the one that signs in.
    const wrong = { email: 'locked-out@example.com', password: 'not the password' };
    const failures: Answer[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      failures.push(await send('POST', '/auth/v1/token?grant_type=password', { body: wrong }));
    }
    for (const failure of failures) {
      expect(failure).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
    }

    const refusedOnAuth = await send('POST', '/auth/v1/token?grant_type=password', {
      body: wrong,
    });
    const refusedOnFunctions = await send('POST', '/functions/v1/user-authentication', {
      body: { action: 'login', ...wrong },
    });
    const refusedAgain = await send('POST', '/auth/v1/token?grant_type=password', {
      body: wrong,
    });
    expect(refusedOnAuth).toMatchObject({
      status: 429,
      body: { error_code: 'over_request_rate_limit' },
    });
    expect(refusedOnFunctions).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(refusedAgain.status).toBe(429);
    for (const refused of [refusedOnAuth, refusedOnFunctions, refusedAgain]) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }

    const all = [...failures, refusedOnAuth, refusedOnFunctions, refusedAgain];
    expectAlternating(all);
    // Both processes refused: neither counted only its own attempts.
    expect(new Set([refusedOnAuth.upstream, refusedOnFunctions.upstream])).toEqual(
      new Set(['A', 'B']),
    );
  }, 20_000);

  it('sends a password-reset e-mail exactly once', async () => {
    const request = await send('POST', '/functions/v1/user-authentication', {
      body: { action: 'request_password_reset', email: ADMIN_EMAIL },
    });
    expect(request).toMatchObject({ status: 200, body: { success: true } });

    const received = () =>
      (sink?.received ?? []).filter((mail) => mail.recipients.includes(ADMIN_EMAIL));
    const deadline = Date.now() + 15_000;
    while (received().length === 0 && Date.now() < deadline) await sleep(100);
    expect(received()).toHaveLength(1);
    // Both processes relay queued mail every second: give a second delivery time to show up.
    await sleep(3000);
    expect(received()).toHaveLength(1);

    const outbox = await testDb().query<{ id: string; status: string; attempts: number }>(
      'SELECT id, status, attempts FROM email_outbox WHERE to_email = $1',
      [ADMIN_EMAIL],
    );
    expect(outbox).toEqual([{ id: expect.any(String), status: 'sent', attempts: 1 }]);
    const deliveries = await testDb().query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'mail.deliver' AND data->>'id' = $1`,
      [outbox[0]?.id],
    );
    expect(deliveries).toEqual([{ state: 'completed' }]);
  }, 30_000);

  it('runs the every-minute overdue sweep once per tick, raising the notice once', async () => {
    if (!overdue) throw new Error('The overdue invoice was not written');
    const { insertedAt, tick } = overdue;
    const title = `Invoice overdue: ${INVOICE_NUMBER}`;
    const tickJobs = () =>
      testDb().query<{ id: string; state: string }>(
        `SELECT id, state FROM pgboss.job
         WHERE name = $1 AND created_on >= $2 AND created_on < $2::timestamptz + interval '1 minute'`,
        [OVERDUE_QUEUE, tick],
      );
    const notices = () =>
      testDb().query<{ user_id: string; created_at: string }>(
        'SELECT user_id, created_at FROM notifications WHERE title = $1 ORDER BY user_id',
        [title],
      );

    // The tick's job is sent by a cron pass (every 30 s) and picked up within seconds.
    const deadline = Date.parse(tick) + 50_000;
    const isSwept = async () =>
      (await notices()).length > 0 && (await tickJobs()).some((job) => job.state === 'completed');
    while (!(await isSwept()) && Date.now() < deadline) await sleep(500);
    // A second job for the same tick would come from the other process's scheduler.
    await sleep(2000);

    const jobs = await tickJobs();
    expect(jobs, `jobs of the ${tick} tick`).toEqual([
      { id: expect.any(String), state: 'completed' },
    ]);
    const schedules = await testDb().query<{ cron: string }>(
      'SELECT cron FROM pgboss.schedule WHERE name = $1',
      [OVERDUE_QUEUE],
    );
    expect(schedules).toEqual([{ cron: '* * * * *' }]);

    const admins = await testDb().query<{ id: string }>(
      `SELECT id FROM users WHERE role IN ('admin', 'super_admin') ORDER BY id`,
    );
    expect(admins).toHaveLength(2);
    const raised = await notices();
    expect(raised.map((notice) => notice.user_id)).toEqual(admins.map((admin) => admin.id));
    // Raised by a job sent after the invoice was written: a cron tick's, not a start-up sweep.
    for (const notice of raised) expect(notice.created_at >= insertedAt).toBe(true);
    const noticeRows = await testDb().query(
      `SELECT 1 FROM invoice_overdue_notices AS o JOIN invoices AS i ON i.id = o.invoice_id
       WHERE i.number = $1`,
      [INVOICE_NUMBER],
    );
    expect(noticeRows).toHaveLength(1);
  }, 120_000);

  it('logged no errors on either process meanwhile', () => {
    // Contention between the two (job queue, mail relay, migrations) would show up here first.
    for (const backend of backends) {
      expect(backend.output(), backend.name).not.toMatch(/"level":"(error|fatal)"/);
    }
  });
});

import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, createAuthService } from '../auth/auth-service.ts';
import type { Keys } from '../auth/keys.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../jobs/job-queue.ts';
import { authTestApp } from '../test/auth-app.ts';
import {
  callFunction,
  createTestKeys,
  createTestUser,
  signedInUser,
  testAuthSettings,
} from '../test/fixtures.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { RECIPIENT_CAPS, SENDER_IP_CAPS } from './mail-policy.ts';
import { startMailService } from './mail-service.ts';
import { smtpTransport } from './transport.ts';

/*
 * The floods of issue 35 against one backend, with 1,000 newsletter e-mails queued and a real
 * mail service delivering to an SMTP sink: no address gets more than its cap of a kind, and a
 * password reset asked for during the flood arrives within seconds.
 */

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;
let auth: AuthService;
let sink: SmtpSink;
let worker: JobQueue;
let other: JobQueue;
let stopMail: () => void = () => {};
let stopOther: () => void = () => {};

const VICTIM = 'victim@target.test';
const capOf = (key: string) => RECIPIENT_CAPS[key]?.limit ?? Number.POSITIVE_INFINITY;

beforeAll(async () => {
  worker = createJobQueue(database.db, { role: 'worker', pollingIntervalSeconds: 0.5 });
  await worker.start();
  await database.db.exec(
    `DELETE FROM email_outbox; DELETE FROM job_keys; DELETE FROM rate_limit_hits;
     DELETE FROM ${JOB_SCHEMA}.job;`,
  );
  keys = await createTestKeys();
  auth = createAuthService({ db: database.db, keys, settings: testAuthSettings() });
  app = authTestApp(database.db, keys, { auth, trustProxy: true });
  sink = await startSmtpSink();
  // A thousand newsletter issues waiting, as if an issue had just been sent.
  await database.db.query(
    `INSERT INTO email_outbox (to_email, subject, body, template_key, priority)
     SELECT 'reader' || n || '@readers.test', 'Our news', 'News', 'newsletter_issue', 0
     FROM generate_series(1, 1000) AS n`,
  );
  stopMail = await startMailService({
    db: database.db,
    jobs: worker,
    transport: smtpTransport(sink.url),
    from: 'Atelier <no-reply@studio.test>',
    relayIntervalMs: 300,
    concurrency: 4,
  });
  // A second backend on the same database: together they never send a message twice.
  other = createJobQueue(database.db, { role: 'worker', pollingIntervalSeconds: 0.5 });
  stopOther = await startMailService({
    db: database.db,
    jobs: other,
    transport: smtpTransport(sink.url),
    from: 'Atelier <no-reply@studio.test>',
    relayIntervalMs: 300,
    concurrency: 4,
  });
}, 60_000);

afterAll(async () => {
  stopMail();
  stopOther();
  await other?.stop(2000);
  await worker?.stop(2000);
  await sink?.close();
});

const call = (name: string, body: Record<string, unknown>, ip: string, token?: string) =>
  callFunction(app, keys, name, body, {
    ...(token ? { token } : {}),
    headers: { 'x-forwarded-for': ip },
  });

const gotrue = (method: string, path: string, body: unknown, ip: string, token?: string) =>
  app.request(`/auth/v1${path}`, {
    method,
    headers: {
      apikey: keys.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** Messages of `key` the sink received for `to`. */
const receivedBy = (to: string, subject: RegExp) =>
  sink.received.filter(
    (mail) => mail.recipients.includes(to) && subject.test(mail.parsed.subject ?? ''),
  ).length;

/** Messages of `key` queued for `to` (what will reach the sink). */
async function queuedFor(key: string, to?: string): Promise<number> {
  const [row] = await database.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM email_outbox
     WHERE template_key = $1 AND ($2::text IS NULL OR lower(to_email) = lower($2))`,
    [key, to ?? null],
  );
  return row?.n ?? 0;
}

describe('a flood of mail aimed at others', () => {
  it('sends no address more than its cap, and a reset still arrives within seconds', async () => {
    // marketing#subscribe {email: victim} 20 times from each of 5 addresses.
    for (let ip = 1; ip <= 5; ip += 1) {
      for (let n = 0; n < 20; n += 1) {
        const answer = await call(
          'marketing',
          { action: 'subscribe', email: VICTIM },
          `198.51.100.${ip}`,
        );
        expect(answer.status).toBe(200);
      }
    }
    // lead-management#create_lead with 20 addresses from one IP.
    for (let n = 0; n < 20; n += 1) {
      const answer = await call(
        'lead-management',
        {
          action: 'create_lead',
          name: 'Buy cheap pills at spam.example',
          email: `lead${n}@x.test`,
        },
        '192.0.2.20',
      );
      expect(answer.status).toBe(200);
    }
    // A reset address, 20 requests from 20 IPs; and PUT /auth/v1/user {email} 20 times.
    const owner = await createTestUser(database.db, { email: 'owner@office.test' });
    for (let n = 0; n < 20; n += 1) {
      const answer = await gotrue('POST', '/recover', { email: owner.email }, `203.0.113.${n + 1}`);
      expect(answer.status).toBe(200);
    }
    const changer = await signedInUser(database.db, keys, { role: 'client' });
    for (let n = 0; n < 20; n += 1) {
      const answer = await gotrue('PUT', '/user', { email: VICTIM }, '192.0.2.30', changer.token);
      expect(answer.status).toBe(200);
    }
    await auth.settled();

    // During the flood, someone else asks for a reset: it goes before the thousand issues.
    const late = await createTestUser(database.db, { email: 'late@office.test' });
    const askedAt = Date.now();
    expect((await gotrue('POST', '/recover', { email: late.email }, '192.0.2.99')).status).toBe(
      200,
    );
    await auth.settled();
    await expect
      .poll(() => receivedBy(late.email, /./), { timeout: 10_000, interval: 100 })
      .toBe(1);
    expect(Date.now() - askedAt).toBeLessThan(10_000);

    // What was queued stays within the caps...
    expect(await queuedFor('newsletter_confirmation', VICTIM)).toBe(
      capOf('newsletter_confirmation'),
    );
    expect(await queuedFor('email_change', VICTIM)).toBe(capOf('email_change'));
    expect(await queuedFor('password_reset', owner.email)).toBe(capOf('password_reset'));
    expect(await queuedFor('lead_auto_reply')).toBe(SENDER_IP_CAPS.lead_auto_reply?.limit);
    const [subjects] = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox
       WHERE template_key = 'lead_auto_reply' AND subject LIKE '%spam.example%'`,
    );
    expect(subjects?.n).toBe(0);

    // ...and so does what reached the sink, once the transactional mail has all left.
    await expect
      .poll(
        async () => {
          const [row] = await database.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM email_outbox WHERE priority > 0 AND status <> 'sent'`,
          );
          return row?.n;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);
    const perAddress = new Map<string, number>();
    for (const mail of sink.received) {
      if (mail.recipients.some((to) => to.endsWith('@readers.test'))) continue;
      for (const to of mail.recipients) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    }
    expect(perAddress.get(VICTIM)).toBe(capOf('newsletter_confirmation') + capOf('email_change'));
    expect(perAddress.get(owner.email)).toBe(capOf('password_reset'));
    for (const [to, count] of perAddress) {
      if (to.endsWith('@x.test')) expect(count).toBeLessThanOrEqual(capOf('lead_auto_reply'));
    }
    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    // The newsletter is still being worked through behind them.
    const [bulk] = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE priority = 0 AND status = 'queued'`,
    );
    expect(bulk?.n).toBeGreaterThan(0);
  }, 60_000);
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../jobs/job-queue.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { deliverEmail, MAX_ATTEMPTS } from './deliver.ts';
import { mailStats, queueDueMail, startMailService } from './mail-service.ts';
import { queueEmail } from './outbox.ts';
import { dropTransport, type MailTransport, smtpTransport } from './transport.ts';

const testDb = useTestDatabase({ migrate: true });
const FROM = 'Atelier <no-reply@studio.test>';
let sink: SmtpSink;
let smtp: MailTransport;
let producer: JobQueue;

beforeAll(async () => {
  sink = await startSmtpSink();
  smtp = smtpTransport(sink.url);
  producer = createJobQueue(testDb.db, { role: 'producer' });
  await producer.start();
});

afterAll(async () => {
  smtp.close();
  await producer.stop();
  await sink.close();
});

beforeEach(async () => {
  await testDb.db.exec(
    `DELETE FROM email_outbox; DELETE FROM job_keys; DELETE FROM ${JOB_SCHEMA}.job;`,
  );
  sink.received.length = 0;
  sink.refuse = () => null;
});

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  retry_in: number;
}

async function queued(email: Partial<Parameters<typeof queueEmail>[1]> = {}): Promise<string> {
  await queueEmail(testDb.db, {
    to: 'ada@client.test',
    subject: 'Your invoice INV-2026-0001',
    body: 'Hello Ada,\n\nYour invoice is ready: https://studio.test/i/1\n\nThanks!',
    ...email,
  });
  const [row] = await testDb.db.query<{ id: string }>(
    'SELECT id FROM email_outbox ORDER BY created_at DESC LIMIT 1',
  );
  return row?.id ?? '';
}

async function row(id: string): Promise<Row> {
  const [found] = await testDb.db.query<Row>(
    `SELECT id, status, attempts, last_error,
            round(extract(epoch FROM next_attempt_at - now()))::int AS retry_in
     FROM email_outbox WHERE id = $1`,
    [id],
  );
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

const deliver = (id: string, attempt: number, transport = smtp) =>
  deliverEmail(testDb.db, { id, attempt }, { transport, from: FROM });

describe('e-mail delivery over SMTP', () => {
  it('delivers a multipart text + HTML message with a stable Message-ID and Reply-To', async () => {
    const id = await queued({ replyTo: 'owner@studio.test' });
    expect(await deliver(id, 1)).toBe('sent');

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.recipients).toEqual(['ada@client.test']);
    expect(mail?.parsed.subject).toBe('Your invoice INV-2026-0001');
    expect(mail?.parsed.messageId).toBe(`<${id}@studio.test>`);
    expect(mail?.parsed.replyTo?.text).toBe('owner@studio.test');
    expect(mail?.parsed.from?.text).toContain('no-reply@studio.test');
    expect(mail?.parsed.text).toContain('Your invoice is ready: https://studio.test/i/1');
    expect(mail?.parsed.html).toContain('<a href="https://studio.test/i/1">');
    expect(mail?.raw).toContain('multipart/alternative');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('sends an inline attachment (a booking .ics) as stored, without reading storage', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const id = await queued({
      attachments: [
        {
          kind: 'inline',
          filename: 'invite.ics',
          contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
          content: ics,
        },
      ],
    });
    expect(await deliver(id, 1)).toBe('sent');
    const [file] = sink.received[0]?.parsed.attachments ?? [];
    expect(file?.filename).toBe('invite.ics');
    expect(file?.contentType).toBe('text/calendar');
    expect(file?.content.toString('utf8')).toBe(ics);
  });

  it('sends the headers the sender queued (List-Unsubscribe for one-click unsubscribe)', async () => {
    const id = await queued({
      headers: {
        'List-Unsubscribe': '<https://studio.test/newsletter/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(await deliver(id, 1)).toBe('sent');
    const raw = sink.received[0]?.raw ?? '';
    expect(raw).toContain(
      'List-Unsubscribe: <https://studio.test/newsletter/unsubscribe?token=abc>',
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [stored] = await testDb.db.query<{ headers: unknown }>(
      'SELECT headers FROM email_outbox WHERE id = $1',
      [id],
    );
    expect(stored?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuses a header that would start another header line', async () => {
    await expect(queued({ headers: { 'X-Note': 'a\r\nBcc: eve@evil.test' } })).rejects.toThrow(
      /X-Note/,
    );
    await expect(queued({ headers: { 'Bad Name': 'x' } })).rejects.toThrow(/Bad Name/);
  });

  it('keeps a temporarily refused message queued for a minute, then delivers it', async () => {
    const id = await queued();
    sink.refuse = () => ({ code: 451, message: 'Greylisted, try again later' });
    expect(await deliver(id, 1)).toBe('retry');
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toContain('451');
    expect(waiting.retry_in).toBeGreaterThan(55);
    expect(waiting.retry_in).toBeLessThanOrEqual(60);
    // Not due yet: the relay sends no job; once due, it sends the second attempt, once.
    expect(await queueDueMail(testDb.db, producer)).toBe(0);
    await testDb.db.query('UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await queueDueMail(testDb.db, producer)).toBe(1);
    expect(await queueDueMail(testDb.db, producer)).toBe(0);

    sink.refuse = () => null;
    expect(await deliver(id, 2)).toBe('sent');
    expect(sink.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('fails a permanently refused message at once, without retrying', async () => {
    const id = await queued();
    sink.refuse = () => ({ code: 550, message: 'No such user here' });
    expect(await deliver(id, 1)).toBe('failed');
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.last_error).toContain('550');
    await testDb.db.query('UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await queueDueMail(testDb.db, producer)).toBe(0);
    expect(await mailStats(testDb.db)).toEqual({ queued: 0, failed: 1 });
  });

  it('retries an unreachable server with back-off and gives up after the last attempt', async () => {
    const id = await queued();
    const unreachable = smtpTransport('smtp://127.0.0.1:1');
    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await deliver(id, attempt, unreachable)).toBe('retry');
      delays.push((await row(id)).retry_in);
    }
    expect(delays).toEqual([60, 300, 1800, 7200, 43200]);
    expect(await deliver(id, MAX_ATTEMPTS, unreachable)).toBe('failed');
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    unreachable.close();
  });

  it('after a crash mid-send sends the same message again, never a different one', async () => {
    const id = await queued();
    // The server takes the message, then the process dies before recording it.
    const dying: MailTransport = {
      description: 'dies after sending',
      send: async (message, outboxId) => {
        await smtp.send(message, outboxId);
        await new Promise(() => {});
      },
      close: () => {},
    };
    void deliver(id, 1, dying);
    await expect.poll(() => sink.received.length).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });

    // The job's retry after the crash: same attempt, the message is still there to send.
    expect(await deliver(id, 1)).toBe('sent');
    expect(sink.received.map((mail) => mail.parsed.messageId)).toEqual([
      `<${id}@studio.test>`,
      `<${id}@studio.test>`,
    ]);
    // A late duplicate of the job finds nothing to do.
    expect(await deliver(id, 1)).toBe('skipped');
    expect(sink.received).toHaveLength(2);
  });
});

describe('mail service', () => {
  it('delivers queued mail through the job queue within seconds', async () => {
    const worker = createJobQueue(testDb.db, { role: 'worker', pollingIntervalSeconds: 0.5 });
    const stop = await startMailService({
      db: testDb.db,
      jobs: worker,
      transport: smtpTransport(sink.url),
      from: FROM,
      relayIntervalMs: 200,
    });
    try {
      const id = await queued({ to: 'grace@client.test' });
      await expect.poll(() => sink.received.length, { timeout: 15_000 }).toBe(1);
      expect(sink.received[0]?.recipients).toEqual(['grace@client.test']);
      await expect.poll(async () => (await row(id)).status).toBe('sent');
      expect(await mailStats(testDb.db)).toEqual({ queued: 0, failed: 0 });
    } finally {
      stop();
      await worker.stop(1000);
    }
  });
});

describe('mail drop', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atelier-mail-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the message exactly as it would be sent to <id>.eml', async () => {
    const id = await queued();
    const drop = dropTransport(dir);
    expect(await deliver(id, 1, drop)).toBe('sent');
    const file = await readFile(join(dir, `${id}.eml`), 'utf8');
    expect(file).toContain('To: ada@client.test');
    expect(file).toContain(`Message-ID: <${id}@studio.test>`);
    expect(file).toContain('multipart/alternative');
    expect(file).toContain('https://studio.test/i/1');
    drop.close();
  });
});

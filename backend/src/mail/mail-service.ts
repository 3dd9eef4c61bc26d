import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../log/logger.ts';
import { type DeliverOptions, type DeliveryJob, deliverEmail } from './deliver.ts';
import type { MailTransport } from './transport.ts';

/** One attempt of one message is one job, ever: `mail:<outbox id>:<attempt>`. */
export const mailJobKey = (job: DeliveryJob): string => `mail:${job.id}:${job.attempt}`;

/** The default of `ATELIER_MAIL_CONCURRENCY`: messages in flight at once in one process. */
export const DEFAULT_MAIL_CONCURRENCY = 4;

/**
 * Sends a delivery job for each queued message that is due and has none yet: new messages, and
 * those waiting for their next attempt, transactional ones first (mail-policy.ts), then the
 * oldest. The job carries the message's priority, and the workers take the highest first, so a
 * reset queued behind a thousand newsletter issues leaves at once. Every backend process runs
 * it; the job keys make one job per attempt however many do. Returns how many jobs it sent.
 */
export async function queueDueMail(db: Database, jobs: JobQueue): Promise<number> {
  const due = await db.query<DeliveryJob & { priority: number }>(
    `SELECT o.id, o.attempts + 1 AS attempt, o.priority
     FROM email_outbox o
     WHERE o.status = 'queued' AND o.next_attempt_at <= now()
       AND NOT EXISTS (
         SELECT 1 FROM job_keys k WHERE k.key = 'mail:' || o.id || ':' || (o.attempts + 1))
     ORDER BY o.priority DESC, o.next_attempt_at
     LIMIT 100`,
  );
  let sent = 0;
  for (const { priority, ...job } of due) {
    const options = { key: mailJobKey(job), priority };
    if (await jobs.send('mail.deliver', { ...job }, options)) sent += 1;
  }
  return sent;
}

export interface MailServiceOptions {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport;
  /** The sender, `Name <address>`. */
  from: string;
  /** How often queued mail is looked for; a new message leaves within about this long. */
  relayIntervalMs?: number;
  /** Each attempt's outcome (outbox id, attempt, outcome: never addresses or content). */
  logger?: Logger;
  /** Reads the documents attached to a message (the stored PDFs). */
  attach?: DeliverOptions['attach'];
  /** Messages sent at once by this process (`ATELIER_MAIL_CONCURRENCY`, default 4). */
  concurrency?: number;
  /**
   * At most this many messages per second from this process (`ATELIER_MAIL_RATE`), for a mail
   * server that allows only so many; undefined: as fast as the concurrency allows.
   */
  ratePerSecond?: number;
}

/** Works the delivery jobs in this process and relays due mail to them; returns a stop function. */
export async function startMailService(options: MailServiceOptions): Promise<() => void> {
  const { db, jobs, transport, from, attach } = options;
  const logger = options.logger ?? silentLogger;
  const paced = pacedTransport(transport, options.ratePerSecond);
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_MAIL_CONCURRENCY);
  const deliver = { transport: paced, from, ...(attach ? { attach } : {}) };
  await jobs.work(
    'mail.deliver',
    async (data) => {
      const job = parseDeliveryJob(data);
      const outcome = await deliverEmail(db, job, deliver);
      logger.info({ outboxId: job.id, attempt: job.attempt, outcome }, 'e-mail delivery attempt');
    },
    { concurrency, pollingIntervalSeconds: 0.5 },
  );
  let isRelaying = false;
  const relay = () => {
    if (isRelaying) return;
    isRelaying = true;
    queueDueMail(db, jobs)
      .catch((error: unknown) => logger.error({ err: error }, 'mail relay failed'))
      .finally(() => {
        isRelaying = false;
      });
  };
  relay();
  const timer = setInterval(relay, options.relayIntervalMs ?? 1000);
  return () => {
    clearInterval(timer);
    transport.close();
  };
}

/**
 * The transport, holding each message until its turn when a rate is set: messages start at
 * least 1/rate seconds apart (in this process), whatever the concurrency.
 */
function pacedTransport(
  transport: MailTransport,
  ratePerSecond: number | undefined,
): MailTransport {
  if (!ratePerSecond || ratePerSecond <= 0) return transport;
  const gapMs = 1000 / ratePerSecond;
  let nextSlot = 0;
  return {
    description: transport.description,
    close: () => transport.close(),
    async send(message, outboxId) {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + gapMs;
      if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
      await transport.send(message, outboxId);
    },
  };
}

function parseDeliveryJob(data: Record<string, unknown>): DeliveryJob {
  const { id, attempt } = data;
  if (typeof id !== 'string' || typeof attempt !== 'number' || !Number.isInteger(attempt)) {
    throw new Error(`mail.deliver job data is not {id, attempt}: ${JSON.stringify(data)}`);
  }
  return { id, attempt };
}

export interface MailStats {
  /** Waiting to be sent, being sent, or waiting for a retry. */
  queued: number;
  failed: number;
}

export async function mailStats(db: Database): Promise<MailStats> {
  const [row] = await db.query<MailStats>(
    `SELECT count(*) FILTER (WHERE status IN ('queued', 'sending')) AS queued,
            count(*) FILTER (WHERE status = 'failed') AS failed
     FROM email_outbox`,
  );
  return row ?? { queued: 0, failed: 0 };
}

import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../log/logger.ts';
import { type DeliverOptions, type DeliveryJob, deliverEmail } from './deliver.ts';
import type { MailTransport } from './transport.ts';

/** One attempt of one message is one job, ever: `mail:<outbox id>:<attempt>`. */
export const mailJobKey = (job: DeliveryJob): string => `mail:${job.id}:${job.attempt}`;

/**
 * Sends a delivery job for each queued message that is due and has none yet: new messages, and
 * those waiting for their next attempt. Every backend process runs it; the job keys make one
 * job per attempt however many do. Returns how many jobs it sent.
 */
export async function queueDueMail(db: Database, jobs: JobQueue): Promise<number> {
  const due = await db.query<DeliveryJob>(
    `SELECT o.id, o.attempts + 1 AS attempt
     FROM email_outbox o
     WHERE o.status = 'queued' AND o.next_attempt_at <= now()
       AND NOT EXISTS (
         SELECT 1 FROM job_keys k WHERE k.key = 'mail:' || o.id || ':' || (o.attempts + 1))
     ORDER BY o.next_attempt_at
     LIMIT 100`,
  );
  let sent = 0;
  for (const job of due) {
    if (await jobs.send('mail.deliver', { ...job }, { key: mailJobKey(job) })) sent += 1;
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
}

/** Works the delivery jobs in this process and relays due mail to them; returns a stop function. */
export async function startMailService(options: MailServiceOptions): Promise<() => void> {
  const { db, jobs, transport, from, attach } = options;
  const logger = options.logger ?? silentLogger;
  await jobs.work('mail.deliver', async (data) => {
    const job = parseDeliveryJob(data);
    const outcome = await deliverEmail(db, job, { transport, from, ...(attach ? { attach } : {}) });
    logger.info({ outboxId: job.id, attempt: job.attempt, outcome }, 'e-mail delivery attempt');
  });
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

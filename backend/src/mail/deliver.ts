import type { Database } from '../db/database.ts';
import { composeMessage, type OutboxMessage } from './compose.ts';
import type { DocumentAttachment, EmailAttachment } from './outbox.ts';
import { senderOf } from './sender.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';

/** Waits before the 2nd, 3rd, ... attempt after a temporary refusal; then the message fails. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export interface DeliveryJob {
  id: string;
  /** 1 for the first attempt; the attempt this job is for. */
  attempt: number;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** A document attachment as the message carries it. */
export interface AttachedFile {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface DeliverOptions {
  transport: MailTransport;
  /** `ATELIER_MAIL_FROM`; its name gives way to the agency's from Settings (`senderOf`). */
  from: string;
  /**
   * Reads the stored PDF of each attached document (documents/issued-pdf.ts); without it a
   * message with attachments is retried later, never sent without them.
   */
  attach?: (attachment: DocumentAttachment) => Promise<AttachedFile | null>;
}

/**
 * One delivery attempt of one outbox message. The row is `sending` while the server is spoken
 * to, so a crash leaves it there and the job's retry sends it again (same Message-ID). A job for
 * an attempt already made, or a message already sent or failed, does nothing.
 */
export async function deliverEmail(
  db: Database,
  job: DeliveryJob,
  { transport, from, attach }: DeliverOptions,
): Promise<DeliveryOutcome> {
  const [message] = await db.query<OutboxMessage>(
    `UPDATE email_outbox SET status = 'sending', attempts = $2, updated_at = now()
     WHERE id = $1
       AND ((status = 'queued' AND attempts = $2 - 1) OR (status = 'sending' AND attempts = $2))
     RETURNING id, to_email, subject, body, html, reply_to, headers, attachments, created_at`,
    [job.id, job.attempt],
  );
  if (!message) return 'skipped';
  try {
    const sender = await senderOf(db, from);
    const files = await attachedFiles(message.attachments ?? [], attach);
    await transport.send(
      { ...composeMessage(message, from), from: sender, attachments: files },
      message.id,
    );
  } catch (error) {
    return await recordRefusal(db, job, error);
  }
  await db.query(
    `UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL, updated_at = now()
     WHERE id = $1 AND attempts = $2`,
    [job.id, job.attempt],
  );
  return 'sent';
}

/**
 * The message's attachments as files: inline ones as stored, documents read by `attach`; one
 * that cannot be read yet makes the attempt fail.
 */
async function attachedFiles(
  attachments: readonly EmailAttachment[],
  attach: DeliverOptions['attach'],
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  const files: { filename: string; content: Buffer; contentType: string }[] = [];
  for (const attachment of attachments) {
    if (attachment.kind === 'inline') {
      const { filename, contentType, content } = attachment;
      files.push({ filename, contentType, content: Buffer.from(content, 'utf8') });
      continue;
    }
    const file = attach ? await attach(attachment) : null;
    if (!file) throw new Error(`The ${attachment.kind} PDF ${attachment.id} could not be attached`);
    files.push({ ...file, content: Buffer.from(file.content) });
  }
  return files;
}

async function recordRefusal(
  db: Database,
  job: DeliveryJob,
  error: unknown,
): Promise<DeliveryOutcome> {
  const reason = describeError(error);
  const delay = RETRY_DELAYS_SECONDS[job.attempt - 1];
  if (isPermanentFailure(error) || delay === undefined) {
    await db.query(
      `UPDATE email_outbox SET status = 'failed', last_error = $3, updated_at = now()
       WHERE id = $1 AND attempts = $2`,
      [job.id, job.attempt, reason],
    );
    return 'failed';
  }
  await db.query(
    `UPDATE email_outbox
     SET status = 'queued', last_error = $3, updated_at = now(),
         next_attempt_at = now() + make_interval(secs => $4)
     WHERE id = $1 AND attempts = $2`,
    [job.id, job.attempt, reason, delay],
  );
  return 'retry';
}

/** The server's answer or the connection error, short; never the message itself. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

import type { Queryable } from '../db/database.ts';
import { mailPriority, takeMailCaps } from './mail-policy.ts';

/**
 * A document sent with a message: the stored PDF of an issued invoice, proposal or credit note,
 * or a contract's sealed copy (docs/email.md "Attachments"), read when the message leaves.
 */
export interface DocumentAttachment {
  kind: 'invoice' | 'proposal' | 'credit_note' | 'signed_contract';
  id: string;
}

/**
 * A small file made with the message and stored in its outbox row, e.g. a booking's `.ics`
 * invitation (docs/booking.md): sent as it is, no storage read.
 */
export interface InlineAttachment {
  kind: 'inline';
  filename: string;
  /** e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string;
  /** Text content (UTF-8). */
  content: string;
}

export type EmailAttachment = DocumentAttachment | InlineAttachment;

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part; the HTML part is made from it unless `html` is given. */
  body: string;
  html?: string;
  /** Where a reply should go when the sender address takes none (e.g. the inviting admin). */
  replyTo?: string;
  /** Extra header lines, e.g. `List-Unsubscribe`; names and values on one line each. */
  headers?: Record<string, string>;
  /** Which template made the text and in which language, shown in the outbox. */
  templateKey?: string;
  locale?: string;
  attachments?: EmailAttachment[];
  /**
   * The IP of the stranger whose request makes this message (a lead form, a newsletter
   * sign-up): counted on the template's per-IP cap (mail-policy.ts).
   */
  senderIp?: string | null;
}

/** A header name is an RFC 5322 field name; a value may not start another header line. */
const HEADER_NAME = /^[!-9;-~]+$/;

/** Refuses a header that could inject lines: callers pass code-made values, so this is a bug. */
function checkedHeaders(headers: Record<string, string> | undefined): string | null {
  if (!headers || Object.keys(headers).length === 0) return null;
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || /[\r\n\0]/.test(value)) {
      throw new Error(`queueEmail: header ${JSON.stringify(name)} is not a single header line`);
    }
  }
  return JSON.stringify(headers);
}

/**
 * Queues an e-mail in `email_outbox`, inside the caller's transaction: it is sent only if the
 * change that asked for it commits. The mail worker picks it up within a second or two,
 * transactional mail before bulk mail (mail-policy.ts). Answers the outbox row's id (a payment
 * reminder keeps it), or null when the address (or the sender's IP) has had its cap of this
 * template: then nothing is queued, and the caller answers as it would have (docs/email.md).
 */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<string | null> {
  const headers = checkedHeaders(email.headers);
  if (!(await takeMailCaps(db, email.templateKey, email.to, email.senderIp))) return null;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO email_outbox
       (to_email, subject, body, html, reply_to, headers, template_key, locale, attachments,
        priority)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10) RETURNING id`,
    [
      email.to,
      email.subject,
      email.body,
      email.html ?? null,
      email.replyTo ?? null,
      headers,
      email.templateKey ?? null,
      email.locale ?? null,
      email.attachments?.length ? JSON.stringify(email.attachments) : null,
      mailPriority(email.templateKey),
    ],
  );
  if (!row) throw new Error('INSERT INTO email_outbox returned no row');
  return row.id;
}

import type { Queryable } from '../db/database.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part; the HTML part is made from it unless `html` is given. */
  body: string;
  html?: string;
  /** Where a reply should go when the sender address takes none (e.g. the inviting admin). */
  replyTo?: string;
}

/**
 * Queues an e-mail in `email_outbox`, inside the caller's transaction: it is sent only if the
 * change that asked for it commits. The mail worker picks it up within a second or two.
 */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.query(
    'INSERT INTO email_outbox (to_email, subject, body, html, reply_to) VALUES ($1, $2, $3, $4, $5)',
    [email.to, email.subject, email.body, email.html ?? null, email.replyTo ?? null],
  );
}

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
 * Answers the outbox row's id (a payment reminder keeps it).
 */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO email_outbox (to_email, subject, body, html, reply_to)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email.to, email.subject, email.body, email.html ?? null, email.replyTo ?? null],
  );
  if (!row) throw new Error('INSERT INTO email_outbox returned no row');
  return row.id;
}

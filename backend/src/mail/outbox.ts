import type { Queryable } from '../db/database.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/** Queues an e-mail in `email_outbox`; a sender delivers it later. */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.query('INSERT INTO email_outbox (to_email, subject, body) VALUES ($1, $2, $3)', [
    email.to,
    email.subject,
    email.body,
  ]);
}

import type { EmailStatus, OutboxRow } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

const OUTBOX_COLUMNS = `id, to_email, subject, template_key, locale, status, attempts, last_error,
  created_at, updated_at, sent_at, resent_from`;

export interface OutboxFilter {
  search?: string | undefined;
  status?: EmailStatus | undefined;
  template?: string | undefined;
  page: number;
  pageSize: number;
}

/** `%`, `_` and `\` typed in a search are looked for as themselves. */
const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of the outbox, newest first, with the count of every match. */
export async function listOutbox(
  q: Queryable,
  filter: OutboxFilter,
): Promise<{ messages: OutboxRow[]; total: number }> {
  const params = [
    filter.search ? likePattern(filter.search) : null,
    filter.status ?? null,
    filter.template ?? null,
  ];
  const where = `($1::text IS NULL OR to_email ILIKE $1 OR subject ILIKE $1)
    AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR template_key = $3)`;
  const messages = await q.query<OutboxRow>(
    `SELECT ${OUTBOX_COLUMNS} FROM email_outbox WHERE ${where}
     ORDER BY created_at DESC, id LIMIT $4 OFFSET $5`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM email_outbox WHERE ${where}`,
    params,
  );
  return { messages, total: count?.total ?? 0 };
}

export async function findOutboxMessage(q: Queryable, id: string): Promise<OutboxRow | null> {
  const [row] = await q.query<OutboxRow>(
    `SELECT ${OUTBOX_COLUMNS} FROM email_outbox WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/**
 * A failed message goes back to the queue as new: attempts from zero, due now. Its spent job
 * keys (`mail:<id>:<attempt>`) are released, or the relay would take attempt 1 as already sent.
 */
export async function requeueFailed(q: Queryable, id: string): Promise<void> {
  await q.query(`DELETE FROM job_keys WHERE key LIKE 'mail:' || $1::text || ':%'`, [id]);
  await q.query(
    `UPDATE email_outbox
     SET status = 'queued', attempts = 0, last_error = NULL, next_attempt_at = now(),
         updated_at = now()
     WHERE id = $1 AND status = 'failed'`,
    [id],
  );
}

/** A sent message is copied into a new queued row (the original stays as it was sent). */
export async function copyIntoQueue(q: Queryable, id: string): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO email_outbox
       (to_email, subject, body, html, reply_to, headers, template_key, locale, resent_from,
        priority)
     SELECT to_email, subject, body, html, reply_to, headers, template_key, locale, id, priority
     FROM email_outbox WHERE id = $1
     RETURNING id`,
    [id],
  );
  if (!row) throw new Error(`No outbox message ${id} to copy`);
  return row.id;
}

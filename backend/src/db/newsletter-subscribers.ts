import type { Subscriber, SubscriberStatus } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike } from './sql.ts';

/** Newsletter subscribers (docs/marketing.md#newsletter); e-mails are stored lower-case. */

const SUBSCRIBER_COLUMNS = 'id, email, status, created_at, confirmed_at, unsubscribed_at';

export interface StoredSubscriber extends Subscriber {
  confirm_expires_at: string | null;
  /** The language of the page subscribed from (`en`, `fr`); null: the agency's default. */
  language: string | null;
}

/** The subscriber of this address, locked for the rest of the transaction. */
export async function lockSubscriberByEmail(
  q: Queryable,
  email: string,
): Promise<StoredSubscriber | null> {
  const [row] = await q.query<StoredSubscriber>(
    `SELECT ${SUBSCRIBER_COLUMNS}, confirm_expires_at, language FROM newsletter_subscribers
     WHERE email = $1 FOR UPDATE`,
    [email],
  );
  return row ?? null;
}

/**
 * A new pending subscriber, or an existing one (pending or unsubscribed) made pending again
 * with a new confirmation token. ON CONFLICT keeps two sign-ups of one address to one row; a
 * sign-up from a page in another language moves the subscriber to it (none sent: kept).
 */
export async function upsertPendingSubscriber(
  q: Queryable,
  email: string,
  tokenHash: string,
  expiresAt: Date,
  language: string | null = null,
): Promise<void> {
  await q.query(
    `INSERT INTO newsletter_subscribers
       (email, status, confirm_token_hash, confirm_expires_at, language)
     VALUES ($1, 'pending', $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
       confirm_expires_at = excluded.confirm_expires_at, unsubscribed_at = NULL,
       language = coalesce(excluded.language, newsletter_subscribers.language), updated_at = now()`,
    [email, tokenHash, expiresAt.toISOString(), language],
  );
}

/** The subscriber whose confirmation token has this hash, locked. */
export async function lockSubscriberByConfirmToken(
  q: Queryable,
  tokenHash: string,
): Promise<StoredSubscriber | null> {
  const [row] = await q.query<StoredSubscriber>(
    `SELECT ${SUBSCRIBER_COLUMNS}, confirm_expires_at, language FROM newsletter_subscribers
     WHERE confirm_token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return row ?? null;
}

export async function markConfirmed(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now(),
       confirm_expires_at = NULL, updated_at = now() WHERE id = $1`,
    [id],
  );
}

/** The subscriber an unsubscribe token names, locked. */
export async function lockSubscriberByUnsubscribeToken(
  q: Queryable,
  tokenHash: string,
): Promise<StoredSubscriber | null> {
  const [row] = await q.query<StoredSubscriber>(
    `SELECT s.id, s.email, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at,
       s.confirm_expires_at, s.language
     FROM newsletter_unsubscribe_tokens t JOIN newsletter_subscribers s ON s.id = t.subscriber_id
     WHERE t.token_hash = $1 FOR UPDATE OF s`,
    [tokenHash],
  );
  return row ?? null;
}

/** Unsubscribed, and the confirmation token cleared so an old link cannot subscribe again. */
export async function markUnsubscribed(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = now(),
       confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
     WHERE id = $1 AND status <> 'unsubscribed'`,
    [id],
  );
}

export async function storeUnsubscribeToken(
  q: Queryable,
  subscriberId: string,
  tokenHash: string,
): Promise<void> {
  await q.query(
    'INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscriber_id) VALUES ($1, $2)',
    [tokenHash, subscriberId],
  );
}

export interface SubscriberFilter {
  search?: string | undefined;
  status?: SubscriberStatus | undefined;
}

const whereOf = (filter: SubscriberFilter): { sql: string; params: unknown[] } => {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(`%${escapeLike(filter.search.toLowerCase())}%`);
    conditions.push(`email LIKE $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`status = $${params.length}`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
};

export async function listSubscribers(
  q: Queryable,
  filter: SubscriberFilter,
  page: { sort: string; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: Subscriber[]; total: number }> {
  const where = whereOf(filter);
  const n = where.params.length;
  const rows = await q.query<Subscriber & { total: number }>(
    `SELECT ${SUBSCRIBER_COLUMNS}, count(*) OVER ()::int AS total FROM newsletter_subscribers
     ${where.sql} ORDER BY ${page.sort} ${page.order} NULLS LAST, id
     LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, page.limit, page.offset],
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? (await countMatching(q, where)),
  };
}

/** A page past the end has no rows to carry the total. */
async function countMatching(q: Queryable, where: { sql: string; params: unknown[] }) {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM newsletter_subscribers ${where.sql}`,
    where.params,
  );
  return row?.n ?? 0;
}

export async function countByStatus(q: Queryable): Promise<Record<SubscriberStatus, number>> {
  const rows = await q.query<{ status: SubscriberStatus; n: number }>(
    'SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status',
  );
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Every subscriber matching, oldest first, for the CSV export. */
export async function allSubscribers(
  q: Queryable,
  filter: SubscriberFilter,
): Promise<Subscriber[]> {
  const where = whereOf(filter);
  return await q.query<Subscriber>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers ${where.sql}
     ORDER BY created_at, id`,
    where.params,
  );
}

import type { Queryable } from './database.ts';

const createdAt = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/*
 * Each admin's iCalendar feed link (migration 0046, docs/notifications.md "Calendar feed"):
 * one row per admin, the SHA-256 of its token only.
 */

export interface CalendarFeedRow {
  user_id: string;
  created_at: string;
}

export async function findFeedOf(
  q: Queryable,
  userId: string,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await q.query<CalendarFeedRow>(
    `SELECT user_id::text AS user_id, ${createdAt} FROM calendar_feeds WHERE user_id = $1`,
    [userId],
  );
  return row;
}

/**
 * Keeps `tokenHash` as the admin's link unless they have one already (two first calls at once:
 * one wins). Answers the row made, or undefined when there was one.
 */
export async function insertFeed(
  q: Queryable,
  userId: string,
  tokenHash: string,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await q.query<CalendarFeedRow>(
    `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING
     RETURNING user_id::text AS user_id, ${createdAt}`,
    [userId, tokenHash],
  );
  return row;
}

export async function deleteFeed(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
}

/** The admin a token's hash opens the feed of: an admin still active (a deactivated one's feed answers 404). */
export async function findFeedOwner(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await q.query<{ user_id: string }>(
    `SELECT f.user_id::text AS user_id
     FROM calendar_feeds f JOIN users u ON u.id = f.user_id
     WHERE f.token_hash = $1 AND u.role IN ('admin', 'super_admin') AND u.deactivated_at IS NULL`,
    [tokenHash],
  );
  return row?.user_id;
}

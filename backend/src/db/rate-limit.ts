import type { Queryable } from './database.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Counts one request of `subject` (e.g. a client IP) in `bucket` and says whether it is within
 * the limit. Fixed windows kept in the database, so every backend process shares the count;
 * refused requests count too, so hammering does not reopen the window early.
 */
export async function hitRateLimit(
  q: Queryable,
  bucket: string,
  subject: string,
  { limit, windowSeconds }: RateLimit,
): Promise<RateLimitResult> {
  const [row] = await q.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limit_counters AS counter (bucket, subject, window_started_at, hits)
     VALUES ($1, $2, now(), 1)
     ON CONFLICT (bucket, subject) DO UPDATE SET
       hits = CASE WHEN counter.window_started_at <= now() - make_interval(secs => $3)
                   THEN 1 ELSE counter.hits + 1 END,
       window_started_at = CASE WHEN counter.window_started_at <= now() - make_interval(secs => $3)
                   THEN now() ELSE counter.window_started_at END
     RETURNING hits,
       ceil(extract(epoch FROM window_started_at + make_interval(secs => $3) - now()))::int
         AS retry_after`,
    [bucket, subject, windowSeconds],
  );
  // Windows long over are dropped so the table stays the size of the recent visitors.
  await q.query(
    `DELETE FROM rate_limit_counters
     WHERE bucket = $1 AND window_started_at < now() - make_interval(secs => $2 * 2)`,
    [bucket, windowSeconds],
  );
  if (!row || row.hits <= limit) return { isAllowed: true };
  return { isAllowed: false, retryAfterSeconds: Math.max(1, row.retry_after) };
}

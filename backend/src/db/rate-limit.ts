import type { Database, Queryable } from './database.ts';

/*
 * The one rate limiter: sliding windows counted in the database (rate_limit_hits), so every
 * backend process on it counts together and the counts survive a restart. Used by sign-ins,
 * sign-ups, reset requests, public leads and page views. Only allowed events count, several
 * counters move together, and an event can be given back. (rate_limit_counters, the fixed
 * windows leads and page views used before, is no longer written.)
 */

export interface RateLimit {
  /** Events allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** One count an event goes on: what is limited, for whom, and the rule (null: this one is off). */
export interface RateLimitCounter {
  /** What is limited, e.g. `login:account`. */
  bucket: string;
  /** Whom it is counted for, e.g. an e-mail address or a client IP. */
  subject: string;
  rule: RateLimit | null;
}

export type RateLimitTake =
  | {
      isAllowed: true;
      /** Takes this event back off every counter, e.g. a sign-in attempt that succeeded. */
      giveBack(): Promise<void>;
    }
  | { isAllowed: false; retryAfterSeconds: number };

/** Sliding windows: an event leaves its counter exactly `windowSeconds` after it happened. */
export interface RateLimiter {
  /**
   * Counts one event on every counter when each is under its limit; otherwise counts nothing
   * and answers the longest wait. Each count is one statement under its row's lock and the
   * counters move in one transaction, so concurrent requests cannot overshoot a limit.
   */
  take(counters: readonly RateLimitCounter[]): Promise<RateLimitTake>;
  /** Forgets every event of these counters (e.g. failed sign-ins after a successful one). */
  reset(counters: readonly RateLimitCounter[]): Promise<void>;
  /** How many events of `counter` are in its window now (0 when it is off). */
  recent(counter: RateLimitCounter): Promise<number>;
}

export interface RateLimiterOptions {
  /** The time of events. Default: the database's clock, the one clock all processes share. */
  now?: () => Date;
}

type ActiveCounter = RateLimitCounter & { rule: RateLimit };

/** Rows swept per take: bounded work, and the table keeps only the counters still counting. */
const SWEEP_BATCH = 100;

/** Thrown inside the take transaction so that it rolls back what it counted on other counters. */
class Refused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly at: string,
  ) {
    super('Rate limited');
  }
}

export function createRateLimiter(db: Database, { now }: RateLimiterOptions = {}): RateLimiter {
  const eventTime = async (q: Queryable): Promise<string> => {
    if (now) return now().toISOString();
    // Whole milliseconds: the time read back (an ISO string) must find its event in giveBack.
    const [row] = await q.query<{ at: string }>(`SELECT date_trunc('milliseconds', now()) AS at`);
    if (!row) throw new Error('The database did not tell its time');
    return row.at;
  };

  return {
    async take(counters) {
      const active = activeCounters(counters);
      if (active.length === 0) return { isAllowed: true, giveBack: async () => {} };
      const { at, wait } = await db
        .transaction(async (tx) => {
          const at = await eventTime(tx);
          let wait = 0;
          for (const counter of active) wait = Math.max(wait, await countEvent(tx, counter, at));
          if (wait > 0) throw new Refused(wait, at);
          return { at, wait };
        })
        .catch((error: unknown) => {
          if (!(error instanceof Refused)) throw error;
          return { at: error.at, wait: error.retryAfterSeconds };
        });
      await sweepExpired(db, at);
      if (wait > 0) return { isAllowed: false, retryAfterSeconds: wait };
      return { isAllowed: true, giveBack: () => giveBack(db, active, at) };
    },

    async recent(counter) {
      return await recentEvents(db, counter, await eventTime(db));
    },

    async reset(counters) {
      for (const { bucket, subject } of activeCounters(counters)) {
        await db.query('DELETE FROM rate_limit_hits WHERE bucket = $1 AND subject = $2', [
          bucket,
          subject,
        ]);
      }
    },
  };
}

/**
 * The counters that are on, in one order everywhere, so two takes lock shared rows in the same
 * order and never wait on each other crosswise.
 */
function activeCounters(counters: readonly RateLimitCounter[]): ActiveCounter[] {
  const active = counters.filter((counter): counter is ActiveCounter => counter.rule !== null);
  const key = (counter: ActiveCounter) => `${counter.bucket}\u0000${counter.subject}`;
  return active.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Counts the event at `at` when the counter is under its limit and answers 0; else the wait. */
async function countEvent(tx: Queryable, counter: ActiveCounter, at: string): Promise<number> {
  const { bucket, subject, rule } = counter;
  // ON CONFLICT locks the row even when the WHERE refuses the update: the decision and the
  // count are one step, whatever other processes do meanwhile.
  const counted = await tx.query(
    `INSERT INTO rate_limit_hits AS counter (bucket, subject, hit_times, expires_at)
     VALUES ($1, $2, ARRAY[$3::timestamptz], $3::timestamptz + make_interval(secs => $5::int))
     ON CONFLICT (bucket, subject) DO UPDATE SET
       hit_times = ARRAY(
         SELECT hit FROM unnest(counter.hit_times) AS hit
         WHERE hit > $3::timestamptz - make_interval(secs => $5::int) ORDER BY hit
       ) || $3::timestamptz,
       expires_at = EXCLUDED.expires_at
     WHERE (
       SELECT count(*) FROM unnest(counter.hit_times) AS hit
       WHERE hit > $3::timestamptz - make_interval(secs => $5::int)
     ) < $4::int
     RETURNING bucket`,
    [bucket, subject, at, rule.limit, rule.windowSeconds],
  );
  if (counted.length > 0) return 0;
  // Full: the next event fits once the limit-th newest one has left the window.
  const [row] = await tx.query<{ retry_after: number | null }>(
    `SELECT ceil(extract(epoch FROM (
         SELECT hit FROM unnest(hit_times) AS hit ORDER BY hit DESC OFFSET $3::int - 1 LIMIT 1
       ) + make_interval(secs => $4::int) - $5::timestamptz))::int AS retry_after
     FROM rate_limit_hits WHERE bucket = $1 AND subject = $2`,
    [bucket, subject, rule.limit, rule.windowSeconds, at],
  );
  return Math.max(1, row?.retry_after ?? 1);
}

/** Removes one event at `at` from each counter; one statement per row, so no lock waits on another. */
async function giveBack(db: Database, counters: readonly ActiveCounter[], at: string) {
  for (const { bucket, subject } of counters) {
    await db.query(
      `UPDATE rate_limit_hits
       SET hit_times = hit_times[:array_position(hit_times, $3::timestamptz) - 1]
                    || hit_times[array_position(hit_times, $3::timestamptz) + 1:]
       WHERE bucket = $1 AND subject = $2 AND $3::timestamptz = ANY (hit_times)`,
      [bucket, subject, at],
    );
  }
}

/**
 * Counts one event on `counter` inside the caller's transaction when it is under its limit
 * (answers 0), else counts nothing and answers the seconds to wait. The count commits or rolls
 * back with the caller's change (e.g. the e-mail it allows). Time: the database's clock.
 */
export async function takeInTransaction(tx: Queryable, counter: RateLimitCounter): Promise<number> {
  if (counter.rule === null) return 0;
  const [row] = await tx.query<{ at: string }>(`SELECT date_trunc('milliseconds', now()) AS at`);
  if (!row) throw new Error('The database did not tell its time');
  return await countEvent(tx, counter as ActiveCounter, row.at);
}

/** How many events of `counter` are in its window at `at` (0 when it is off). */
async function recentEvents(q: Queryable, counter: RateLimitCounter, at: string): Promise<number> {
  if (counter.rule === null) return 0;
  const [row] = await q.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM unnest(hit_times) AS hit
             WHERE hit > $4::timestamptz - make_interval(secs => $3::int)
               AND hit <= $4::timestamptz)::int AS n
     FROM rate_limit_hits WHERE bucket = $1 AND subject = $2`,
    [counter.bucket, counter.subject, counter.rule.windowSeconds, at],
  );
  return row?.n ?? 0;
}

/** Drops counters whose newest event has left its window; rows in use by others are skipped. */
async function sweepExpired(db: Database, at: string) {
  await db.query(
    `DELETE FROM rate_limit_hits WHERE (bucket, subject) IN (
       SELECT bucket, subject FROM rate_limit_hits WHERE expires_at <= $1::timestamptz
       LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED
     )`,
    [at],
  );
}

import type { AnalyticsDay, PageViewValues } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** The row types are the contract's (shared/src/contract/analytics.ts). */
export type { PageViewValues };

/**
 * The salt of the current UTC day: `candidate` becomes it when the day has none yet, and every
 * older salt is deleted in the same statement, so past visitor hashes can never be recomputed.
 */
export async function todaysSalt(q: Queryable, candidate: string): Promise<string> {
  const [row] = await q.query<{ salt: string }>(
    `WITH today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS day),
          expired AS (DELETE FROM page_view_salts WHERE day <> (SELECT day FROM today))
     INSERT INTO page_view_salts (day, salt) SELECT day, $1 FROM today
     ON CONFLICT (day) DO UPDATE SET salt = page_view_salts.salt
     RETURNING salt`,
    [candidate],
  );
  if (!row) throw new Error('INSERT INTO page_view_salts returned no row');
  return row.salt;
}

/**
 * Today's salt (UTC) without making one: null when nobody viewed a page today, so no visitor
 * hash of today exists. Used by the get-started form to count the visitor's pages.
 */
export async function findTodaysSalt(q: Queryable): Promise<string | null> {
  const [row] = await q.query<{ salt: string }>(
    `SELECT salt FROM page_view_salts WHERE day = (now() AT TIME ZONE 'UTC')::date`,
  );
  return row?.salt ?? null;
}

/** Today's (UTC) page views of one visitor hash. */
export async function countTodaysViews(q: Queryable, visitorHash: string): Promise<number> {
  const [row] = await q.query<{ views: number }>(
    `SELECT count(*) AS views FROM page_views
     WHERE viewed_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       AND visitor_hash = $1`,
    [visitorHash],
  );
  return row?.views ?? 0;
}

export async function insertPageView(q: Queryable, values: PageViewValues): Promise<void> {
  await q.query(
    `INSERT INTO page_views (path, referrer_host, utm_source, utm_medium, utm_campaign,
                             utm_term, utm_content, device_class, visitor_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      values.path,
      values.referrer_host,
      values.utm_source,
      values.utm_medium,
      values.utm_campaign,
      values.utm_term,
      values.utm_content,
      values.device_class,
      values.visitor_hash,
    ],
  );
}

/** Days `from`–`to` (`YYYY-MM-DD`, both included) as UTC instants: $1 and $2 of each query. */
const RANGE = `viewed_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND viewed_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** One row per day of the range, oldest first, a day without views at 0. */
export function dailyViews(q: Queryable, from: string, to: string): Promise<AnalyticsDay[]> {
  return q.query<AnalyticsDay>(
    `WITH views AS (
       SELECT (viewed_at AT TIME ZONE 'UTC')::date AS day, visitor_hash
       FROM page_views WHERE ${RANGE}
     )
     SELECT series.day::date AS day,
            count(DISTINCT views.visitor_hash) AS visitors,
            count(views.day) AS page_views
     FROM generate_series($1::date, $2::date, interval '1 day') AS series (day)
     LEFT JOIN views ON views.day = series.day::date
     GROUP BY series.day
     ORDER BY series.day`,
    [from, to],
  );
}

export interface RangeTotals {
  visitors: number;
  page_views: number;
  estimator_visitors: number;
}

/** Views and visitors of the range; the visitors who opened the estimator (the funnel). */
export async function rangeTotals(q: Queryable, from: string, to: string): Promise<RangeTotals> {
  const [row] = await q.query<RangeTotals>(
    `SELECT count(DISTINCT visitor_hash) AS visitors,
            count(*) AS page_views,
            count(DISTINCT visitor_hash)
              FILTER (WHERE path = '/estimator' OR path LIKE '/estimator/%') AS estimator_visitors
     FROM page_views WHERE ${RANGE}`,
    [from, to],
  );
  return row ?? { visitors: 0, page_views: 0, estimator_visitors: 0 };
}

export interface RankedRow {
  key: string;
  visitors: number;
  page_views: number;
}

/** The most viewed paths (ties by path), at most `limit`. */
export function topPages(q: Queryable, from: string, to: string, limit: number) {
  return ranked(q, 'path', from, to, limit);
}

/**
 * Where views came from: the campaign's utm_source when tagged, else the referrer's host, else
 * `direct`.
 */
export function topSources(q: Queryable, from: string, to: string, limit: number) {
  return ranked(q, `coalesce(utm_source, referrer_host, 'direct')`, from, to, limit);
}

/** Views and visitors per device class, most views first. */
export function deviceSplit(q: Queryable, from: string, to: string) {
  return ranked(q, 'device_class', from, to, 3);
}

/** `expression` comes from this module, never from a request. */
function ranked(
  q: Queryable,
  expression: string,
  from: string,
  to: string,
  limit: number,
): Promise<RankedRow[]> {
  return q.query<RankedRow>(
    `SELECT ${expression} AS key, count(DISTINCT visitor_hash) AS visitors, count(*) AS page_views
     FROM page_views WHERE ${RANGE}
     GROUP BY 1
     ORDER BY page_views DESC, visitors DESC, key
     LIMIT $3`,
    [from, to, limit],
  );
}

export interface LeadFunnel {
  leads: number;
  converted: number;
}

/** Leads created in the range (UTC days), and how many of them are converted today. */
export async function leadFunnel(q: Queryable, from: string, to: string): Promise<LeadFunnel> {
  const [row] = await q.query<LeadFunnel>(
    `SELECT count(*) AS leads, count(*) FILTER (WHERE status = 'converted') AS converted
     FROM leads
     WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
       AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    [from, to],
  );
  return row ?? { leads: 0, converted: 0 };
}

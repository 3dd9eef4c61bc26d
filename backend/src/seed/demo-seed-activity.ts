import type { Queryable } from '../db/database.ts';
import { readAgencyLanguage } from '../db/settings.ts';
import { demoEvents } from './demo-data.ts';
import { type Clock, type Ids, idOf } from './demo-seed-context.ts';

/** The demo's activity: the calendar around today and sixty days of public-site visits. */

export async function seedCalendar(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  projectIds: Ids,
): Promise<void> {
  const language = await readAgencyLanguage(tx);
  for (const event of demoEvents) {
    const words = language === 'fr' ? event.fr : event;
    await tx.query(
      `INSERT INTO calendar_events (title, event_date, event_time, type, priority, status,
         description, client_id, project_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        words.title,
        clock.day(event.inDays),
        event.time,
        event.type,
        event.priority,
        event.inDays < 0 ? 'done' : 'scheduled',
        words.description ?? null,
        event.clientKey ? idOf(clientIds, event.clientKey) : null,
        event.projectKey ? idOf(projectIds, event.projectKey) : null,
      ],
    );
  }
}

/**
 * Sixty days of public-site visits, made up in one statement: 25–55 views a day over the public
 * pages, about three pages per visitor, a mix of search, social, newsletter and direct visits
 * and of devices. The same day always gets the same views (hashes of the day and view number).
 */
export async function seedPageViews(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `WITH views AS (
       SELECT d, n, abs(hashtext(d || ':' || n)) AS h,
              $1::timestamptz - make_interval(days => d) AS base
       FROM generate_series(0, 59) AS d,
            LATERAL generate_series(1, 25 + abs(hashtext('day' || d)) % 31) AS n
     )
     INSERT INTO page_views (path, referrer_host, utm_source, utm_medium, utm_campaign,
       device_class, visitor_hash, viewed_at)
     SELECT
       (ARRAY['/', '/', '/', '/services', '/services', '/estimator', '/estimator',
              '/get-started'])[1 + h % 8],
       CASE WHEN h % 11 = 0 THEN NULL
            ELSE (ARRAY[NULL, NULL, 'google.com', 'google.com', 'linkedin.com', 'dribbble.com',
                        'news.ycombinator.com', NULL])[1 + (h / 7) % 8] END,
       CASE WHEN h % 11 = 0 THEN 'newsletter' END,
       CASE WHEN h % 11 = 0 THEN 'email' END,
       CASE WHEN h % 11 = 0 THEN 'autumn-offer' END,
       (ARRAY['desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'tablet'])[1 + (h / 13) % 6],
       encode(sha256(convert_to('demo:' || d || ':' || (n / 3), 'UTF8')), 'hex'),
       base - make_interval(secs => h % 80000)
     FROM views`,
    [now.toISOString()],
  );
}

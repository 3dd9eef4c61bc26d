import type { Queryable } from '../../db/database.ts';
import { countTodaysViews, findTodaysSalt } from '../../db/page-views.ts';
import { visitorHash } from '../analytics/page-view-fields.ts';
import type { RequestInfo } from '../registry.ts';

/**
 * How many pages the visitor sending the get-started form viewed today: their visitor hash made
 * exactly as track_page_view makes it (salt of the day, IP, user agent, site host), counted in
 * today's page views. Without a salt of today nobody viewed a page today: 0. The hash is only
 * used to count and is never stored with the lead (docs/analytics.md: views stay unlinkable).
 */
export async function pagesViewedToday(
  q: Queryable,
  request: RequestInfo,
  siteUrl: string,
): Promise<number> {
  const salt = await findTodaysSalt(q);
  if (salt === null) return 0;
  const hash = visitorHash({
    salt,
    ip: request.ip,
    userAgent: request.userAgent,
    site: new URL(siteUrl).host,
  });
  return await countTodaysViews(q, hash);
}

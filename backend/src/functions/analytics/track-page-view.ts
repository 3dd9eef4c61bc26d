import { randomBytes } from 'node:crypto';
import { analytics } from '@atelier/shared/actions';
import type { Database } from '../../db/database.ts';
import { insertPageView, todaysSalt } from '../../db/page-views.ts';
import { createRateLimiter } from '../../db/rate-limit.ts';
import { implement, type RequestInfo } from '../registry.ts';
import { PAGE_VIEW_RATE_LIMIT, PageViewRateLimitedError } from './analytics-rate-limit.ts';
import { deviceClass, isRobot, referrerHost, visitorHash } from './page-view-fields.ts';

/**
 * One page view of the public site. Neither the IP nor the user agent is stored: they only go
 * into the visitor hash with the salt of the day. Robots are answered like everyone but not
 * counted.
 */
export const trackPageView = implement(analytics.actions.track_page_view, {
  handler: async (input, { db, request, auth }) => {
    await enforceRateLimit(db, request);
    if (isRobot(request.userAgent)) return {};
    const site = new URL(auth.settings.siteUrl);
    const salt = await todaysSalt(db, randomBytes(32).toString('hex'));
    await insertPageView(db, {
      path: input.path,
      referrer_host: referrerHost(input.referrer, site.hostname),
      utm_source: input.utm_source ?? null,
      utm_medium: input.utm_medium ?? null,
      utm_campaign: input.utm_campaign ?? null,
      utm_term: input.utm_term ?? null,
      utm_content: input.utm_content ?? null,
      device_class: deviceClass(request.userAgent),
      visitor_hash: visitorHash({
        salt,
        ip: request.ip,
        userAgent: request.userAgent,
        site: site.host,
      }),
    });
    return {};
  },
});

async function enforceRateLimit(db: Database, request: RequestInfo): Promise<void> {
  const result = await createRateLimiter(db).take([
    { bucket: 'track_page_view', subject: request.ip ?? 'unknown', rule: PAGE_VIEW_RATE_LIMIT },
  ]);
  if (!result.isAllowed) throw new PageViewRateLimitedError(result.retryAfterSeconds);
}

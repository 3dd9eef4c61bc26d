import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { agencyTimeZone, dayIn } from '../../db/agency-time.ts';
import type { CalendarRow } from '../../db/calendar.ts';
import { listEntries } from '../../db/calendar.ts';
import { findFeedOwner } from '../../db/calendar-feeds.ts';
import type { Database } from '../../db/database.ts';
import { createRateLimiter, type RateLimit } from '../../db/rate-limit.ts';
import { readAgencyLanguage, readAgencyName } from '../../db/settings.ts';
import { type ProxyTrust, requestInfo } from '../../http/request-info.ts';
import { addDays, feedIcs } from './feed-ics.ts';

/**
 * Requests per client IP: calendar apps poll every few minutes to hours; someone guessing
 * tokens (256 random bits) gets nowhere faster.
 */
export const FEED_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 600 };

/** The feed's window around today: past entries a while, future ones two years ahead. */
export const FEED_DAYS_BEFORE = 180;
export const FEED_DAYS_AFTER = 730;

const TOKEN_FILE = /^([A-Za-z0-9_-]{32,128})\.ics$/;

export const hashFeedToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** `/calendar/v1/feeds/<token>.ics`: the path `get_feed` answers. */
export const feedPath = (token: string): string => `/calendar/v1/feeds/${token}.ics`;

const deadlineTitles = {
  en: {
    milestone: (p: Record<string, string>) => `${p.milestone} — ${p.project}`,
    invoice: (p: Record<string, string>) => `Invoice ${p.number} due`,
  },
  fr: {
    milestone: (p: Record<string, string>) => `${p.milestone} — ${p.project}`,
    invoice: (p: Record<string, string>) => `Échéance de la facture ${p.number}`,
  },
};

/**
 * `GET /calendar/v1/feeds/<token>.ics` (docs/notifications.md, "Calendar feed"): the token is
 * the only credential (calendar apps send no API key). An unknown, revoked or malformed token
 * all answer the same 404.
 */
export function calendarFeedRoutes(db: Database, trustProxy: ProxyTrust): Hono {
  const routes = new Hono();
  routes.get('/feeds/:file', async (c) => {
    const limited = await createRateLimiter(db).take([
      {
        bucket: 'calendar_feed',
        subject: requestInfo(c, trustProxy).ip ?? 'unknown',
        rule: FEED_RATE_LIMIT,
      },
    ]);
    if (!limited.isAllowed) {
      return c.text('Too many requests', 429, {
        'Retry-After': String(limited.retryAfterSeconds),
      });
    }
    const token = TOKEN_FILE.exec(c.req.param('file'))?.[1];
    const owner = token ? await findFeedOwner(db, hashFeedToken(token)) : undefined;
    if (!owner) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const zone = await agencyTimeZone(db);
    const now = new Date();
    const today = dayIn(zone, now);
    const rows = await listEntries(
      db,
      addDays(today, -FEED_DAYS_BEFORE),
      addDays(today, FEED_DAYS_AFTER),
    );
    const titles = deadlineTitles[await readAgencyLanguage(db)];
    const body = feedIcs(rows, {
      calendarName: await readAgencyName(db),
      timeZone: zone,
      now,
      uidDomain: new URL(c.req.url).hostname || 'atelier',
      deadlineTitle: (row: CalendarRow) =>
        row.source === 'invoice'
          ? titles.invoice(row.title_params ?? {})
          : row.title_params
            ? titles.milestone(row.title_params)
            : row.title,
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="calendar.ics"',
      'Cache-Control': 'private, max-age=300',
    });
  });
  return routes;
}

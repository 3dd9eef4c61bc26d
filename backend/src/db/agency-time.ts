import type { Queryable } from './database.ts';
import { agencyTimeZoneOf, SETTING_KEYS } from './site-settings.ts';

/**
 * The agency's time zone (setting `agency.time_zone`): the IANA zone its calendar days and
 * printed times are in. Missing or not a zone this runtime knows (edited by hand, older) →
 * 'UTC', as the settings page reads it. Read from the database on every call, in the caller's
 * transaction, so a change made in /admin/settings counts at once in every backend process.
 */
export async function agencyTimeZone(q: Queryable): Promise<string> {
  const [row] = await q.query<{ value: unknown }>('SELECT value FROM app_settings WHERE key = $1', [
    SETTING_KEYS.time_zone,
  ]);
  return agencyTimeZoneOf(row?.value);
}

/**
 * The server's "today": the calendar day it is now in the agency's time zone. An invoice's
 * issue and default due dates, a portal payment's date, the reminder and retainer runs all
 * act on it; instants stay stored in UTC.
 */
export async function agencyToday(q: Queryable, now: Date = new Date()): Promise<string> {
  return dayIn(await agencyTimeZone(q), now);
}

/** One formatter per zone: building an `Intl.DateTimeFormat` costs more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (`YYYY-MM-DD`) it is at `now` in the IANA zone `zone`; pure, so tests move
 * `now` with `vi.setSystemTime`. Throws a RangeError on a zone `Intl` does not know.
 */
export function dayIn(zone: string, now: Date = new Date()): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

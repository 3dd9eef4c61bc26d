import type { CalendarRow } from '../../db/calendar.ts';

/*
 * The iCalendar text (RFC 5545) of an admin's feed (docs/notifications.md, "Calendar feed"):
 * events at their UTC instant (the agency's wall-clock time converted, so no VTIMEZONE is
 * needed), milestone and invoice deadlines as all-day entries. Lines end in CRLF and are folded
 * at 75 octets.
 */

/** How long a timed entry lasts in the feed: events store a start only. */
export const EVENT_DURATION = 'PT1H';

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * and a UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts in its 75 octets.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from UTC at the instant `utcMs`, in milliseconds. */
function zoneOffset(zone: string, utcMs: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(utcMs).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a wall-clock `date` (YYYY-MM-DD) and `time` (HH:MM) in `zone`. A time that
 * does not exist (skipped by a daylight-saving change) lands after the change.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffset(zone, wall);
  const second = wall - zoneOffset(zone, first);
  const exact = [second, first].find((utc) => utc + zoneOffset(zone, utc) === wall);
  return new Date(exact ?? Math.max(first, second));
}

/** `20261128T190000Z` */
export const utcStamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const dateValue = (date: string): string => date.replace(/-/g, '');

/** The day `days` after (before, when negative) `date`, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export interface FeedOptions {
  /** X-WR-CALNAME: the agency's name. */
  calendarName: string;
  /** The agency's IANA zone: events' wall-clock times are in it. */
  timeZone: string;
  /** DTSTAMP of every entry: when the feed was made. */
  now: Date;
  /** The UIDs' domain part, e.g. the backend's host. */
  uidDomain: string;
  /** Titles of deadlines, in the agency's language. */
  deadlineTitle: (row: CalendarRow) => string;
}

function entryLines(row: CalendarRow, options: FeedOptions): string[] {
  const [kind, id] = row.source === 'event' ? ['event', row.id] : row.id.split(':', 2);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${kind}-${id}@${options.uidDomain}`,
    `DTSTAMP:${utcStamp(options.now)}`,
  ];
  if (row.source === 'event') {
    lines.push(`DTSTART:${utcStamp(zonedInstant(row.date, row.time, options.timeZone))}`);
    lines.push(`DURATION:${EVENT_DURATION}`);
    lines.push(`SUMMARY:${escapeText(row.title)}`);
    lines.push(`STATUS:${row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`);
    lines.push(`CATEGORIES:${row.type.toUpperCase()}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(row.date)}`);
    lines.push(`DTEND;VALUE=DATE:${dateValue(addDays(row.date, 1))}`);
    lines.push(`SUMMARY:${escapeText(options.deadlineTitle(row))}`);
    lines.push('TRANSP:TRANSPARENT');
    lines.push('CATEGORIES:DEADLINE');
  }
  const about = [
    row.description,
    row.client_name
      ? row.client_name + (row.client_company ? ` (${row.client_company})` : '')
      : null,
    row.project_name,
  ].filter((part): part is string => part !== null && part.trim() !== '');
  if (about.length > 0) lines.push(`DESCRIPTION:${escapeText(about.join('\n'))}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole feed: a VCALENDAR of `rows`, CRLF line ends, folded lines. */
export function feedIcs(rows: readonly CalendarRow[], options: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...rows.flatMap((row) => entryLines(row, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

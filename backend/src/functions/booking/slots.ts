import { dayIn } from '../../db/agency-time.ts';
import type { BookingRules, HoursRow } from '../../db/booking.ts';
import { addDays, EVENT_DURATION, zonedInstant } from '../calendar/feed-ics.ts';

/*
 * The open slots of the booking page (docs/booking.md "Slots"): the weekly hours, in the
 * agency's time zone, cut into slots of the meeting's length, each wall-clock start turned into
 * its instant with Intl (so a daylight-saving week has the right instants), minus the busy
 * intervals (confirmed bookings, the agency's events) widened by the buffer, minus what is
 * before now + the notice or after now + the horizon.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How long an agency event holds its time: events store a start only (the feed's hour). */
export const EVENT_MINUTES = Number(/^PT(\d+)H$/.exec(EVENT_DURATION)?.[1] ?? 1) * 60;

export interface Interval {
  start: number;
  end: number;
}

export interface SlotRules extends BookingRules {
  hours: readonly HoursRow[];
  /** The agency's IANA zone. */
  zone: string;
  duration_minutes: number;
}

/** ISO weekday (Monday = 1) of a `YYYY-MM-DD`. */
export const isoWeekday = (day: string): number => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** `HH:MM` of minutes since midnight (1440 → 24:00). */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The `HH:MM` wall-clock time of an instant in `zone`. */
export function timeIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** Every slot start of agency day `day` by the hours (wall-clock starts turned into instants). */
function dayStarts(day: string, rules: SlotRules): number[] {
  const starts: number[] = [];
  const step = rules.duration_minutes;
  for (const range of rules.hours) {
    if (range.weekday !== isoWeekday(day)) continue;
    for (let m = range.start_minute; m + step <= range.end_minute; m += step) {
      const instant = zonedInstant(day, hhmm(m), rules.zone).getTime();
      // A start skipped by a daylight-saving change lands after it; keep it in its own day.
      if (dayIn(rules.zone, new Date(instant)) === day) starts.push(instant);
    }
  }
  return starts;
}

/** Whether [start, end) comes within `buffer` minutes of a busy interval. */
export function clashes(start: number, end: number, busy: readonly Interval[], buffer: number) {
  const pad = buffer * MINUTE;
  return busy.some((b) => start < b.end + pad && b.start - pad < end);
}

/** The earliest and the latest start the rules allow at `now`. */
export function bookableWindow(rules: BookingRules, now: Date): Interval {
  return {
    start: now.getTime() + rules.min_notice_hours * 3_600_000,
    end: now.getTime() + rules.horizon_days * DAY,
  };
}

/** The open slots starting in [from, to), in time order, without duplicates. */
export function openSlots(
  rules: SlotRules,
  range: { from: Date; to: Date },
  busy: readonly Interval[],
  now: Date,
): Interval[] {
  const window = bookableWindow(rules, now);
  const from = Math.max(range.from.getTime(), window.start);
  const to = Math.min(range.to.getTime(), window.end + 1);
  if (from >= to) return [];
  const length = rules.duration_minutes * MINUTE;
  const seen = new Set<number>();
  const slots: Interval[] = [];
  const lastDay = dayIn(rules.zone, new Date(to));
  for (let day = dayIn(rules.zone, new Date(from)); day <= lastDay; day = addDays(day, 1)) {
    for (const start of dayStarts(day, rules)) {
      if (start < from || start >= to || seen.has(start)) continue;
      if (clashes(start, start + length, busy, rules.buffer_minutes)) continue;
      seen.add(start);
      slots.push({ start, end: start + length });
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/**
 * Why `start` is not a slot the rules allow (the field message), or null when it is one. The
 * busy intervals are checked apart (a clash is a 409, not a 400).
 */
export function ruleProblem(rules: SlotRules, start: Date, now: Date): string | null {
  const at = start.getTime();
  const window = bookableWindow(rules, now);
  if (at <= now.getTime()) return 'This time is in the past';
  if (at < window.start) {
    return `Book at least ${rules.min_notice_hours} hours ahead`;
  }
  if (at > window.end) return `Book at most ${rules.horizon_days} days ahead`;
  const day = dayIn(rules.zone, start);
  if (dayStarts(day, rules).includes(at)) return null;
  const wall = timeIn(rules.zone, start);
  const [h = 0, m = 0] = wall.split(':').map(Number);
  const minute = h * 60 + m;
  const end = minute + rules.duration_minutes;
  const inHours = rules.hours.some(
    (range) =>
      range.weekday === isoWeekday(day) && range.start_minute <= minute && end <= range.end_minute,
  );
  return inHours
    ? `Choose one of the offered times (every ${rules.duration_minutes} minutes)`
    : 'This time is outside working hours';
}

/** The busy intervals: bookings as stored, events from the agency's wall clock, one hour. */
export function busyIntervals(
  zone: string,
  rows: {
    bookings: readonly { id: string; starts_at: Date; ends_at: Date }[];
    events: readonly { date: string; time: string }[];
  },
  exceptBookingId?: string,
): Interval[] {
  return [
    ...rows.bookings
      .filter((b) => b.id !== exceptBookingId)
      .map((b) => ({ start: b.starts_at.getTime(), end: b.ends_at.getTime() })),
    ...rows.events.map((e) => {
      const start = zonedInstant(e.date, e.time, zone).getTime();
      return { start, end: start + EVENT_MINUTES * MINUTE };
    }),
  ];
}

/** The agency days to read events of, around [from, to). */
export function eventDays(zone: string, from: Date, to: Date): { fromDay: string; toDay: string } {
  return { fromDay: addDays(dayIn(zone, from), -1), toDay: addDays(dayIn(zone, to), 1) };
}

import { inDateRange } from '../contract/patterns';

/**
 * The rules of the date-range picker, kept apart from the component so they are tested without
 * a DOM. A range is two calendar days written `YYYY-MM-DD`, both included; '' is an open end.
 */
export type DateRange = { from: string; to: string };

/** Why a range is refused: an end left empty where both are needed, not a day, out of range, or backwards. */
export type DateRangeProblem = 'missing' | 'invalid' | 'outOfRange' | 'order';

/** The problem and the field it is shown under. */
export type DateRangeCheck = { problem: DateRangeProblem; field: keyof DateRange };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Today's calendar day in UTC, the day the analytics count visits in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** `YYYY-MM-DD` of `now` in the IANA `zone` (the browser's own without one). */
export function dayIn(zone: string | undefined, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    return todayUtc(now);
  }
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

let agencyTimeZone: string | undefined;

/** The agency's time zone from Settings: the shell sets it once it has read them. */
export function setAgencyTimeZone(zone: string | undefined): void {
  agencyTimeZone = zone;
}

/**
 * The agency's calendar day, the day the server dates invoices and payments in and refuses a
 * later one (docs/settings.md, *Time zone*): in the agency's zone once the settings are read,
 * the browser's until then.
 */
export const agencyToday = (now: Date = new Date()): string => dayIn(agencyTimeZone, now);

/** `YYYY-MM-DD` of `days` after `day` (itself `YYYY-MM-DD`), in UTC like the server. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A day the server accepts in a date filter: a calendar day within MIN_DATE..MAX_DATE (a link
 * asking for year 0 or 9999 would only earn a refusal).
 */
export const isFilterDay = (text: string): boolean => isCalendarDay(text) && inDateRange(text);

function endProblem(day: string, isRequired: boolean): DateRangeProblem | null {
  if (day === '') return isRequired ? 'missing' : null;
  if (!isCalendarDay(day)) return 'invalid';
  return inDateRange(day) ? null : 'outOfRange';
}

/** Why `range` cannot be used, or null when it can. `isRequired`: both ends must be given. */
export function checkDateRange(range: DateRange, isRequired = false): DateRangeCheck | null {
  for (const field of ['from', 'to'] as const) {
    const problem = endProblem(range[field], isRequired);
    if (problem) return { problem, field };
  }
  if (range.from !== '' && range.to !== '' && range.from > range.to) {
    return { problem: 'order', field: 'to' };
  }
  return null;
}

/**
 * What typing `draft` leads to: the draft when it is a usable range, else the last valid range
 * kept, with the reason shown.
 */
export function settleDateRange(
  draft: DateRange,
  lastValid: DateRange,
  isRequired = false,
): { range: DateRange; check: DateRangeCheck | null } {
  const check = checkDateRange(draft, isRequired);
  return { range: check ? lastValid : draft, check };
}

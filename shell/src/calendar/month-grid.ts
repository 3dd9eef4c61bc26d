/**
 * Month arithmetic of the calendar on plain `YYYY-MM` / `YYYY-MM-DD` strings, computed in UTC
 * so that neither the browser's time zone nor a daylight-saving change moves a day.
 */

export type CalendarDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** False for the leading and trailing days of the neighbouring months. */
  isInMonth: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');

const toDateKey = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** `{ year, month }` (month 1–12) of a `YYYY-MM` string, or null when it is not one. */
export function parseMonth(month: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const parsed = { year: Number(match[1]), month: Number(match[2]) };
  return parsed.month >= 1 && parsed.month <= 12 ? parsed : null;
}

function requireMonth(month: string) {
  const parsed = parseMonth(month);
  if (!parsed) throw new Error(`Not a month (YYYY-MM): ${month}`);
  return parsed;
}

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month `delta` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const { year, month: index } = requireMonth(month);
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return toDateKey(date).slice(0, 7);
}

/** The month (`YYYY-MM`) of a date (`YYYY-MM-DD`). */
export const monthOf = (date: string): string => date.slice(0, 7);

/** A local date (what the admin's wall calendar shows) as `YYYY-MM-DD`. */
export const localDateKey = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first day of `month` at 00:00 UTC, for formatting its name. */
export function monthStart(month: string): Date {
  const { year, month: index } = requireMonth(month);
  return new Date(Date.UTC(year, index - 1, 1));
}

/** A `YYYY-MM-DD` date at 00:00 UTC, for formatting. */
export const dateAtUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** Writes `YYYY-MM-DD` days in `language` with `options`, as the days they are (no time zone). */
export function dayFormatter(
  language: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (date: string) => string {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return (date) => format.format(dateAtUtc(date));
}

/**
 * The weeks shown for `month`, Sunday first: the days of the previous month that share its
 * first week, every day of the month, and the days of the next month that fill its last week.
 */
export function buildMonthGrid(month: string): CalendarDay[][] {
  const { year, month: index } = requireMonth(month);
  const leading = new Date(Date.UTC(year, index - 1, 1)).getUTCDay();
  const cellCount = Math.ceil((leading + daysInMonth(year, index)) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let cell = 0; cell < cellCount; cell += 1) {
    const date = new Date(Date.UTC(year, index - 1, 1 - leading + cell));
    const day: CalendarDay = {
      date: toDateKey(date),
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
      isInMonth: date.getUTCMonth() === index - 1,
    };
    if (cell % 7 === 0) weeks.push([day]);
    else weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

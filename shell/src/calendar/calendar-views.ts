import { buildMonthGrid, monthOf, shiftMonth } from './month-grid';

/**
 * The calendar's views and the days each shows, on plain `YYYY-MM-DD` strings in UTC (see
 * month-grid.ts). The drawer asks the backend for exactly the visible days, so the leading and
 * trailing days of the neighbouring months show their events too.
 */

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Days the agenda lists from its first day. */
export const AGENDA_DAYS = 28;

/** Entries a month cell shows before "+N more" (which opens the day's full list). */
export const MONTH_CELL_LIMIT = 3;

export type DayRange = { from: string; to: string };

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Sunday starting the week of `date`. */
export function weekStart(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** The days `from`..`to` (both included). */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days a view shows around `focus` (a day of the month, week or agenda shown). */
export function visibleRange(view: CalendarView, focus: string): DayRange {
  if (view === 'week') {
    const from = weekStart(focus);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: focus, to: addDays(focus, AGENDA_DAYS - 1) };
  const weeks = buildMonthGrid(monthOf(focus));
  const first = weeks[0]?.[0]?.date ?? `${monthOf(focus)}-01`;
  const last = weeks.at(-1)?.at(-1)?.date ?? first;
  return { from: first, to: last };
}

/** The focus after a step back (-1) or forward (1) in `view`. */
export function shiftFocus(view: CalendarView, focus: string, delta: number): string {
  if (view === 'week') return addDays(focus, 7 * delta);
  if (view === 'agenda') return addDays(focus, AGENDA_DAYS * delta);
  return `${shiftMonth(monthOf(focus), delta)}-01`;
}

/** Whether `date` is one of the range's days. */
export const isInRange = (date: string, { from, to }: DayRange): boolean =>
  date >= from && date <= to;

/**
 * What a cell with room for `limit` entries shows: all of them when they fit, else `limit - 1`
 * and "+N more" in the last place, so no entry is cut without a way to reach it.
 */
export function cellEntries<T>(
  entries: readonly T[],
  limit: number = MONTH_CELL_LIMIT,
): { shown: T[]; more: number } {
  if (entries.length <= limit) return { shown: [...entries], more: 0 };
  const shown = entries.slice(0, Math.max(limit - 1, 0));
  return { shown, more: entries.length - shown.length };
}

/** The agenda's days: only those with entries, in order. */
export function agendaDays<T>(range: DayRange, byDay: ReadonlyMap<string, T[]>): string[] {
  return daysOf(range).filter((day) => (byDay.get(day)?.length ?? 0) > 0);
}

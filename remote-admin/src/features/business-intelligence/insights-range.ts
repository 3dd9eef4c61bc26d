import { addDays, INSIGHTS_MAX_YEARS, type InsightsRange, isCalendarDay } from '@atelier/shared';

/**
 * The page's range of days, kept in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), with the
 * presets offered beside the two date fields. The default matches the server's: the last 12
 * calendar months, this one included, up to today (UTC).
 */

export const RANGE_PRESETS = [
  'last30Days',
  'last90Days',
  'last12Months',
  'thisYear',
  'lastYear',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 'last12Months';

/** Why a range asked for in the URL or the form cannot be shown. */
export type RangeProblem = 'format' | 'order' | 'span';

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The first day of the month `months` months before `day`'s month. */
export function monthStartBefore(day: string, months: number): string {
  const date = utcDay(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1)));
}

export function presetRange(preset: RangePreset, today: string): InsightsRange {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
    case 'last12Months':
      return { from: monthStartBefore(today, 11), to: today };
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** The preset that gives exactly this range today, if any. */
export function matchingPreset(range: InsightsRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** The server refuses a range that ends before it starts or spans 3 years or more. */
export function rangeProblem(range: InsightsRange): RangeProblem | null {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return 'format';
  if (range.from > range.to) return 'order';
  const limit = utcDay(range.from);
  limit.setUTCFullYear(limit.getUTCFullYear() + INSIGHTS_MAX_YEARS);
  if (range.to >= dayOf(limit)) return 'span';
  return null;
}

/**
 * The range the URL asks for, one missing end filled in as the server does; a range it cannot
 * show gives the default and says why.
 */
export function readRange(
  params: URLSearchParams,
  today: string,
): { range: InsightsRange; problem: RangeProblem | null } {
  const fallback = presetRange(DEFAULT_PRESET, today);
  const askedFrom = params.get('from');
  const askedTo = params.get('to');
  if (!askedFrom && !askedTo) return { range: fallback, problem: null };
  const to = askedTo || today;
  const range = { from: askedFrom || (isCalendarDay(to) ? monthStartBefore(to, 11) : to), to };
  const problem = rangeProblem(range);
  return problem ? { range: fallback, problem } : { range, problem: null };
}

/** The URL's query for `range`: the default range leaves the URL clean. */
export function writeRange(
  range: InsightsRange,
  current: URLSearchParams,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (matchingPreset(range, today) === DEFAULT_PRESET) {
    next.delete('from');
    next.delete('to');
  } else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

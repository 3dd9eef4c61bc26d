import { isCalendarDay, todayUtc } from '@atelier/shared';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_RANGE_PRESETS,
} from '@atelier/shared/contract';

/**
 * The page's range of UTC days, kept in the URL: `?days=7|30|90` for a preset that moves with
 * today, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` for fixed dates. Anything else is the default.
 */
export type AnalyticsRangeChoice = {
  from: string;
  to: string;
  /** The preset chosen, or null for fixed dates. */
  days: number | null;
};

const DAY_MS = 86_400_000;

const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && isCalendarDay(text);

/** Days from `from` to `to`, both included. */
export const rangeLength = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

export function presetRange(days: number, now: Date = new Date()): AnalyticsRangeChoice {
  const to = todayUtc(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to, days };
}

export type RangeProblem = 'invalidDate' | 'endBeforeStart' | 'tooLong';

/** Why fixed dates cannot be shown, or null when they can. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'invalidDate';
  const length = rangeLength(from, to);
  if (length < 1) return 'endBeforeStart';
  if (length > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}

const isPreset = (days: number): boolean =>
  (ANALYTICS_RANGE_PRESETS as readonly number[]).includes(days);

export function parseRange(params: URLSearchParams, now: Date = new Date()): AnalyticsRangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && rangeProblem(from, to) === null) return { from, to, days: null };
  const days = Number(params.get('days'));
  return presetRange(isPreset(days) ? days : ANALYTICS_DEFAULT_DAYS, now);
}

/** The URL's query for a choice; the default preset leaves it empty. */
export function writeRange(
  choice: { from: string; to: string } | { days: number },
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['days', 'from', 'to']) next.delete(key);
  if ('days' in choice) {
    if (choice.days !== ANALYTICS_DEFAULT_DAYS) next.set('days', String(choice.days));
  } else {
    next.set('from', choice.from);
    next.set('to', choice.to);
  }
  return next;
}

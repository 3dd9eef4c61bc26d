import type { InsightsRange } from '@atelier/shared/contract';
import { INSIGHTS_MAX_YEARS } from '@atelier/shared/records';
import { fieldFailure } from '../../errors.ts';
import { invalidField } from '../client-management/record-fields.ts';

/** The longest range get_insights reads, so one call stays a bounded amount of work. */
export const MAX_RANGE_YEARS = INSIGHTS_MAX_YEARS;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The first day of the month `months` months before `day`'s month. */
export function monthStartBefore(day: string, months: number): string {
  const date = utcDay(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1)));
}

/** `day` plus `years` years; 29 February lands on 1 March of a common year. */
export function addYears(day: string, years: number): string {
  const date = utcDay(day);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return dayOf(date);
}

/**
 * The range asked for, with its defaults: `to` today (the agency's day), `from` the first day of the month
 * eleven months before `to`'s, so the default is the last 12 calendar months.
 */
export function resolveRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: string,
): InsightsRange {
  const to = asked.to ?? now;
  return { from: asked.from ?? monthStartBefore(to, 11), to };
}

/** Why a range cannot be read, as the field message, or null when it can. */
export function rangeProblem(range: InsightsRange): string | null {
  if (range.from > range.to) return 'The start date must be on or before the end date';
  if (range.to >= addYears(range.from, MAX_RANGE_YEARS)) {
    return `The range can span at most ${MAX_RANGE_YEARS} years`;
  }
  return null;
}

/**
 * The range of a get_insights call, its defaults taken from the agency's today (`today`, read
 * once by the caller); 400 on `from` when it cannot be read.
 */
export function insightsRange(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): InsightsRange {
  const range = resolveRange(asked, today);
  const problem = rangeProblem(range);
  if (problem) {
    throw invalidField(
      'from',
      problem,
      range.from > range.to
        ? fieldFailure('end_before_start')
        : fieldFailure('range_too_many_years', { max: MAX_RANGE_YEARS }),
    );
  }
  return range;
}

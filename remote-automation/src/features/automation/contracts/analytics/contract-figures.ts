import type { ContractAnalytics } from '@atelier/shared';

/**
 * The arithmetic of the Analytics view's figures, kept apart from the page so it is tested:
 * how long signing takes, read in the unit a person would use, and the signing rate.
 */

/** Below this many hours a duration reads in hours ("41 hours"), from it in days ("3.5 days"). */
export const HOURS_UNTIL_DAYS = 48;

export type SigningTime = { unit: 'hours' | 'days'; value: number };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The median (or any) time to sign in hours or days, one decimal; null before any signature. */
export function signingTime(hours: number | null): SigningTime | null {
  if (hours === null || !Number.isFinite(hours) || hours < 0) return null;
  return hours < HOURS_UNTIL_DAYS
    ? { unit: 'hours', value: oneDecimal(hours) }
    : { unit: 'days', value: oneDecimal(hours / 24) };
}

/** The signing rate (0–1) as a percent with one decimal; null before any outcome. */
export function signingRatePercent(rate: number | null): number | null {
  return rate === null || !Number.isFinite(rate) ? null : oneDecimal(rate * 100);
}

/** No contract at all, even a draft: the view then says what it will show. */
export const hasNoContracts = (analytics: ContractAnalytics) =>
  Object.values(analytics.counts).every((count) => count === 0);

/** A bar's width: its share of the largest value shown, for the eye only. */
export const barWidth = (value: number, largest: number) =>
  `${largest > 0 ? Math.round((1000 * value) / largest) / 10 : 0}%`;

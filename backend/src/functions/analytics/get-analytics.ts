import { analytics } from '@atelier/shared/actions';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsReport,
  type DeviceClass,
} from '@atelier/shared/contract';
import {
  dailyViews,
  deviceSplit,
  leadFunnel,
  rangeTotals,
  topPages,
  topSources,
} from '../../db/page-views.ts';
import { AppError, fieldFailure } from '../../errors.ts';
import { implement } from '../registry.ts';

export const TOP_ROWS = 10;

const DAY_MS = 86_400_000;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/**
 * The range asked for, UTC days, both ends included: `to` defaults to today, `from` to 29 days
 * before `to` (30 days); a `from` after `to` or more than 366 days is refused.
 */
export function analyticsRange(
  input: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): { from: string; to: string } {
  const end = input.to ?? dayOf(now.getTime());
  const from = input.from ?? dayOf(msOf(end) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS);
  const days = (msOf(end) - msOf(from)) / DAY_MS + 1;
  if (days < 1) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { to: 'The end date is before the start date' },
      { fieldCodes: { to: fieldFailure('end_before_start') } },
    );
  }
  if (days > ANALYTICS_MAX_DAYS) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { to: `A range is at most ${ANALYTICS_MAX_DAYS} days` },
      { fieldCodes: { to: fieldFailure('range_too_long', { max: ANALYTICS_MAX_DAYS }) } },
    );
  }
  return { from, to: end };
}

/** Everything the analytics page shows for a range of UTC days (docs/analytics.md). */
export const getAnalytics = implement(analytics.actions.get_analytics, {
  handler: async (input, { db }): Promise<AnalyticsReport> => {
    const { from, to } = analyticsRange(input);
    const days = await dailyViews(db, from, to);
    const totals = await rangeTotals(db, from, to);
    const pages = await topPages(db, from, to, TOP_ROWS);
    const sources = await topSources(db, from, to, TOP_ROWS);
    const devices = await deviceSplit(db, from, to);
    const leads = await leadFunnel(db, from, to);
    return {
      from,
      to,
      totals: { visitors: totals.visitors, page_views: totals.page_views },
      days,
      top_pages: pages.map(({ key, ...counts }) => ({ path: key, ...counts })),
      top_sources: sources.map(({ key, ...counts }) => ({ source: key, ...counts })),
      // The key of this ranking is the device_class column.
      devices: devices.map(({ key, ...counts }) => ({ device: key as DeviceClass, ...counts })),
      funnel: [
        { step: 'visitors', count: totals.visitors },
        { step: 'estimator', count: totals.estimator_visitors },
        { step: 'leads', count: leads.leads },
        { step: 'converted', count: leads.converted },
      ],
    };
  },
});

import { type CallOptions, callFunction } from '@atelier/shared';
import type { AnalyticsRange, AnalyticsReport } from '../contract/analytics';

/** The function behind page views and the analytics page; its contract is docs/analytics.md. */
export const ANALYTICS_FUNCTION = 'analytics';

export const ANALYTICS_ACTIONS = ['track_page_view', 'get_analytics'] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/**
 * The figures of a range of UTC days (default: the last 30). No demo figures: the page shows
 * what the database says, or why it could not.
 */
export const getAnalytics = (range: AnalyticsRange = {}, options?: CallOptions) =>
  callFunction<AnalyticsReport>(ANALYTICS_FUNCTION, 'get_analytics', range, {
    demoFallback: false,
    ...options,
  });

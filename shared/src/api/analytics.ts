import { type CallOptions, callAction } from '@atelier/shared';
import type { AnalyticsRange } from '../contract/analytics';

/** The function behind page views and the analytics page; its contract is docs/analytics.md. */
export const ANALYTICS_FUNCTION = 'analytics' as const;

/**
 * The figures of a range of UTC days (default: the last 30). No demo figures: the page shows
 * what the database says, or why it could not.
 */
export const getAnalytics = (range: AnalyticsRange = {}, options?: CallOptions) =>
  callAction(ANALYTICS_FUNCTION, 'get_analytics', range, {
    demoFallback: false,
    ...options,
  });

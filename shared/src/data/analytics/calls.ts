import { actionCaller, type CallOptions } from '@atelier/shared';
import type { AnalyticsRange } from '../../contract/analytics';

/** The function behind page views and the analytics page; its contract is docs/analytics.md. */
export const ANALYTICS_FUNCTION = 'analytics' as const;

/** No demo figures: the page shows what the database says, or why it could not. */
const call = actionCaller(ANALYTICS_FUNCTION, { demoFallback: false });

/** The figures of a range of UTC days (default: the last 30). */
export const getAnalytics = (range: AnalyticsRange = {}, options?: CallOptions) =>
  call('get_analytics', range, options);

/** The answers of the `analytics` function (docs/analytics.md). Days are UTC `YYYY-MM-DD`. */

export const ANALYTICS_RANGE_PRESETS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export type AnalyticsCounts = { visitors: number; page_views: number };

export type AnalyticsDay = AnalyticsCounts & { day: string };

export type FunnelStepKey = 'visitors' | 'estimator' | 'leads' | 'converted';
export type FunnelStep = { step: FunnelStepKey; count: number };

export type AnalyticsReport = {
  from: string;
  to: string;
  totals: AnalyticsCounts;
  /** Every day of the range, oldest first, a day without views at 0. */
  days: AnalyticsDay[];
  top_pages: (AnalyticsCounts & { path: string })[];
  /** The campaign's utm_source, else the referrer's host, else `direct`. */
  top_sources: (AnalyticsCounts & { source: string })[];
  devices: (AnalyticsCounts & { device: DeviceClass })[];
  funnel: FunnelStep[];
};

export type AnalyticsRange = { from?: string; to?: string };

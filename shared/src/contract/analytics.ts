import { z } from 'zod';
import { calendarDate, text } from './fields';
import { isPrivatePath } from './patterns';

/**
 * The `analytics` contract (docs/analytics.md): the page view a public page sends, the range
 * the analytics page asks for, and the report it gets back. Days are UTC `YYYY-MM-DD`.
 */

export const ANALYTICS_RANGE_PRESETS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const utm = (what: string) =>
  text({ what })
    .trim()
    .max(200, 'At most 200 characters')
    .transform((value) => value || null)
    .nullish();

/** `track_page_view`, sent by every page of the public site. */
export const trackPageViewInput = z.object({
  path: text({ what: 'path' })
    .max(500, 'A path is at most 500 characters')
    .regex(/^\/(?!\/)[^\s?#]*$/, 'A path of the site, such as /services')
    .refine((path) => !isPrivatePath(path), 'Only pages of the public site are counted'),
  referrer: text({ what: 'referrer' }).max(2000, 'At most 2000 characters').nullish(),
  utm_source: utm('utm_source'),
  utm_medium: utm('utm_medium'),
  utm_campaign: utm('utm_campaign'),
  utm_term: utm('utm_term'),
  utm_content: utm('utm_content'),
});

/** `get_analytics`: both ends optional (the last 30 days by default). */
export const getAnalyticsInput = z.object({
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
});

export type AnalyticsRange = z.input<typeof getAnalyticsInput>;

/** A stored page view: never the IP or the user agent, only their salted daily hash. */
export type PageViewValues = {
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  device_class: DeviceClass;
  visitor_hash: string;
};

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

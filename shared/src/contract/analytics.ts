import { z } from 'zod';
import { calendarDate, codedPattern, text } from './fields';
import { isPrivatePath } from './patterns';
import { countSchema, daySchema } from './record-fields';

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
    .regex(codedPattern(/^\/(?!\/)[^\s?#]*$/, 'site_path'), 'A path of the site, such as /services')
    .refine((path) => !isPrivatePath(path), {
      message: 'Only pages of the public site are counted',
      params: { fieldCode: 'public_page_only' },
    }),
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

const analyticsCounts = { visitors: countSchema, page_views: countSchema };
export const analyticsCountsSchema = z.object(analyticsCounts);
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;
export const analyticsDaySchema = z.object({ ...analyticsCounts, day: daySchema });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
export const FUNNEL_STEP_KEYS = ['visitors', 'estimator', 'leads', 'converted'] as const;
export type FunnelStepKey = (typeof FUNNEL_STEP_KEYS)[number];
export const funnelStepSchema = z.object({ step: z.enum(FUNNEL_STEP_KEYS), count: countSchema });
export type FunnelStep = z.infer<typeof funnelStepSchema>;

/** get_analytics. */
export const analyticsReportSchema = z.object({
  from: daySchema,
  to: daySchema,
  totals: analyticsCountsSchema,
  /** Every day of the range, oldest first, a day without views at 0. */
  days: z.array(analyticsDaySchema),
  top_pages: z.array(z.object({ ...analyticsCounts, path: z.string() })),
  /** The campaign's utm_source, else the referrer's host, else `direct`. */
  top_sources: z.array(z.object({ ...analyticsCounts, source: z.string() })),
  devices: z.array(z.object({ ...analyticsCounts, device: z.enum(DEVICE_CLASSES) })),
  funnel: z.array(funnelStepSchema),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

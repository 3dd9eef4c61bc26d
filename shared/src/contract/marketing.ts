import { z } from 'zod';
import { contactEmailSchema } from './accounts';
import { EMAIL_LOCALES } from './email';
import { calendarDate, text } from './fields';
import {
  centsSchema,
  countSchema,
  daySchema,
  listPageSchema,
  listParams,
  oneOf,
  optionalText,
  recordIdSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `marketing` contract (docs/marketing.md): campaigns with their UTM tags and attributed
 * figures, and the newsletter (double opt-in subscribers, issues sent through the outbox).
 * The campaign form and the public sign-up parse with the same schemas as the server.
 */

export const CAMPAIGN_CHANNELS = [
  'email',
  'social',
  'search',
  'display',
  'referral',
  'event',
  'other',
] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const MARKETING_LIMITS = {
  name: 200,
  utm: 200,
  landingPath: 500,
  subject: 200,
  body: 50_000,
  token: 200,
} as const;

/** A path of the public site: starts with one `/`, no scheme or host (never an open redirect). */
const landingPath = text({ what: 'Landing path', error: 'Landing path must be text' })
  .trim()
  .max(MARKETING_LIMITS.landingPath, 'Landing path is too long')
  .transform((value) => (value === '' ? '/' : value))
  .refine((value) => /^\/(?!\/)[^\s?#]*$/.test(value), {
    message: 'Landing path must start with / and hold no spaces, ? or #',
    params: { fieldCode: 'site_path' },
  });

const currency = text({ what: 'Currency', error: 'Currency must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as USD');

export const campaignFieldSchemas = {
  name: requiredText(MARKETING_LIMITS.name, 'Name', { isName: true }),
  channel: oneOf(CAMPAIGN_CHANNELS, 'Channel'),
  start_date: calendarDate('Start date'),
  end_date: calendarDate('End date').nullable(),
  budget_cents: centsSchema('Budget'),
  currency,
  landing_path: landingPath,
  utm_source: optionalText(MARKETING_LIMITS.utm, 'utm_source'),
  utm_medium: optionalText(MARKETING_LIMITS.utm, 'utm_medium'),
  utm_campaign: requiredText(MARKETING_LIMITS.utm, 'utm_campaign'),
  utm_term: optionalText(MARKETING_LIMITS.utm, 'utm_term'),
  utm_content: optionalText(MARKETING_LIMITS.utm, 'utm_content'),
};

const c = campaignFieldSchemas;

const endNotBeforeStart = (value: { start_date?: string; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const endMessage = {
  message: 'End date cannot be before the start date',
  path: ['end_date'],
  params: { fieldCode: 'end_before_start' },
};

export const createCampaignInput = z
  .object({
    name: c.name,
    channel: c.channel,
    start_date: c.start_date,
    end_date: c.end_date.optional(),
    budget_cents: c.budget_cents.optional(),
    currency: c.currency.optional(),
    landing_path: c.landing_path.optional(),
    utm_source: c.utm_source.optional(),
    utm_medium: c.utm_medium.optional(),
    utm_campaign: c.utm_campaign,
    utm_term: c.utm_term.optional(),
    utm_content: c.utm_content.optional(),
  })
  .refine(endNotBeforeStart, endMessage);

export const updateCampaignInput = z
  .object({
    id: recordIdSchema('id'),
    name: c.name.optional(),
    channel: c.channel.optional(),
    start_date: c.start_date.optional(),
    end_date: c.end_date.optional(),
    budget_cents: c.budget_cents.optional(),
    currency: c.currency.optional(),
    landing_path: c.landing_path.optional(),
    utm_source: c.utm_source.optional(),
    utm_medium: c.utm_medium.optional(),
    utm_campaign: c.utm_campaign.optional(),
    utm_term: c.utm_term.optional(),
    utm_content: c.utm_content.optional(),
  })
  .refine(endNotBeforeStart, endMessage);

export const campaignIdInput = z.object({ id: recordIdSchema('id') });

/** The public sign-up: one address. */
export const subscribeInput = z.object({
  email: contactEmailSchema,
  /** The language of the page subscribed from: the subscriber's e-mails are written in it. */
  language: oneOf(EMAIL_LOCALES, 'language').optional(),
  /** Honeypot, as on the get-started form: only a bot fills it. */
  website: z.unknown().optional(),
});

/** A token from an e-mailed link. */
export const newsletterTokenInput = z.object({
  token: text({ what: 'Token', error: 'Token is required' })
    .trim()
    .min(1, 'Token is required')
    .max(MARKETING_LIMITS.token, 'Token is not valid'),
});

export const SUBSCRIBER_SORT_COLUMNS = ['created_at', 'email', 'status', 'confirmed_at'] as const;

export const getSubscribersInput = z.object({
  ...listParams(SUBSCRIBER_SORT_COLUMNS, 'created_at'),
  status: oneOf(SUBSCRIBER_STATUSES, 'Status').optional(),
});

export const exportSubscribersInput = z.object({
  status: oneOf(SUBSCRIBER_STATUSES, 'Status').optional(),
});

export const sendIssueInput = z.object({
  subject: requiredText(MARKETING_LIMITS.subject, 'Subject'),
  body: requiredText(MARKETING_LIMITS.body, 'Body', { multiline: true }),
});

// ---- answers -----------------------------------------------------------------------------

export const campaignFieldsSchema = z.object({
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  start_date: daySchema,
  end_date: daySchema.nullable(),
  budget_cents: z.number().int().nonnegative(),
  currency: z.string(),
  landing_path: z.string(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
});
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

/** What the campaign brought, attributed by its UTM tags within its dates (docs/marketing.md). */
export const campaignStatsSchema = z.object({
  visits: countSchema,
  visitors: countSchema,
  leads: countSchema,
  clients: countSchema,
  /** Payments of those clients in the campaign's currency, from its start date on. */
  revenue_cents: z.number().int(),
  /** Budget ÷ leads, rounded to the cent; null with no lead. */
  cost_per_lead_cents: z.number().int().nullable(),
  /** (revenue − budget) ÷ budget; null with no budget. */
  roi: z.number().nullable(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const campaignSchema = campaignFieldsSchema.extend({
  id: uuidSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  stats: campaignStatsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** create_campaign and update_campaign. */
export const campaignAnswer = z.object({ campaign: campaignSchema });
export const campaignsAnswer = z.object({ campaigns: z.array(campaignSchema) });
/** get_campaign_stats: the campaign, and its stats beside it. */
export const campaignStatsAnswer = z.object({
  campaign: campaignSchema,
  stats: campaignStatsSchema,
});
/** delete_campaign: the id removed. */
export const deletedCampaignAnswer = z.object({ id: uuidSchema });

export type NewCampaign = z.input<typeof createCampaignInput>;
export type CampaignChanges = z.input<typeof updateCampaignInput>;

export const subscriberSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: timestampSchema,
  confirmed_at: timestampSchema.nullable(),
  unsubscribed_at: timestampSchema.nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export type SubscriberListQuery = z.input<typeof getSubscribersInput>;
const subscriberCounts = Object.fromEntries(
  SUBSCRIBER_STATUSES.map((status) => [status, countSchema]),
) as Record<SubscriberStatus, typeof countSchema>;
export const subscriberPageSchema = listPageSchema('subscribers', subscriberSchema).extend({
  counts: z.object(subscriberCounts),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** export_subscribers: the CSV, its file name and how many subscribers it lists. */
export const subscribersExportAnswer = z.object({
  csv: z.string(),
  filename: z.string(),
  count: countSchema,
});

/** subscribe: a confirmation e-mail is on its way (the same answer whatever happened). */
export const subscribedAnswer = z.object({ status: z.literal('pending') });
/** confirm_subscription. */
export const confirmedSubscriptionAnswer = z.object({
  status: z.literal('confirmed'),
  alreadyConfirmed: z.boolean(),
});
/** unsubscribe. */
export const unsubscribedAnswer = z.object({ status: z.literal('unsubscribed') });

export const ISSUE_STATUSES = ['sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const newsletterIssueSchema = z.object({
  id: uuidSchema,
  subject: z.string(),
  status: z.enum(ISSUE_STATUSES),
  created_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
  /** Confirmed subscribers the issue goes to: queued plus those still waiting. */
  recipients: countSchema,
  queued: countSchema,
  sent: countSchema,
  failed: countSchema,
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** send_issue. */
export const newsletterIssueAnswer = z.object({ issue: newsletterIssueSchema });
export const newsletterIssuesAnswer = z.object({ issues: z.array(newsletterIssueSchema) });

import { z } from 'zod';
import { contactEmailSchema } from './accounts';
import { BOOKING_STATUSES } from './booking';
import { EMAIL_LOCALES } from './email';
import { dateOrDateTime, text } from './fields';
import {
  COMPANY_SIZES,
  ESTIMATE_PACES,
  LEAD_GRADES,
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  LEAD_SORT_COLUMNS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type LeadStatus,
  UTM_FIELDS,
  type UtmField,
} from './lead-vocabulary';
import { isUuid } from './patterns';
import {
  countSchema,
  listPageSchema,
  listParams,
  oneOf,
  oneOrMany,
  optionalPhone,
  optionalText,
  recordIdSchema,
  timestampSchema,
  uuidSchema,
} from './record-fields';

export * from './lead-vocabulary';

/**
 * The `lead-management` contract (docs/leads.md): the input schema of each action (the server
 * validates with them, the forms and the demo refuse what they refuse) and the lead as every
 * admin action answers it. Its enums, limits and grade rule are in the Zod-free
 * `lead-vocabulary.ts`, which the root entry (and so the public home page) can offer.
 */

// ---- field schemas -----------------------------------------------------------------------

function estimateBound(what: string) {
  return z
    .number({ error: `${what} must be a number of US dollars` })
    .int(`${what} must be a whole number of US dollars`)
    .min(0, `${what} cannot be negative`)
    .max(LEAD_LIMITS.estimate, `${what} is too large`)
    .nullable();
}

/** One schema per lead field; the action schemas below pick them. */
export const leadFieldSchemas = {
  name: text({ what: 'Name', error: 'Name is required', isName: true })
    .trim()
    .min(1, 'Name is required')
    .max(LEAD_LIMITS.name, `Name must be at most ${LEAD_LIMITS.name} characters`),
  email: contactEmailSchema,
  phone: optionalPhone(LEAD_LIMITS.phone, 'Phone'),
  company: optionalText(LEAD_LIMITS.company, 'Company', { isName: true }),
  company_size: oneOf(COMPANY_SIZES, 'Company size').nullable(),
  project_type: oneOf(LEAD_PROJECT_TYPES, 'Project type').nullable(),
  budget: z
    .number({ error: 'Budget must be a number of US dollars' })
    .int('Budget must be a whole number of US dollars')
    .min(0, 'Budget cannot be negative')
    .max(LEAD_LIMITS.budget, 'Budget is too large')
    .nullable(),
  timeline: oneOf(LEAD_TIMELINES, 'Timeline').nullable(),
  /** The estimator's range the visitor saw, in whole US dollars, and its pace. */
  estimate_low: estimateBound('estimate_low'),
  estimate_high: estimateBound('estimate_high'),
  estimate_pace: oneOf(ESTIMATE_PACES, 'estimate_pace').nullable(),
  notes: optionalText(LEAD_LIMITS.message, 'Notes', { multiline: true }),
  /** Notes as the agency edits them, follow-ups included. */
  editedNotes: optionalText(LEAD_LIMITS.notes, 'Notes', { multiline: true }),
  status: oneOf(LEAD_STATUSES, 'Status'),
  source: oneOf(LEAD_SOURCES, 'Source'),
  utm_source: optionalText(LEAD_LIMITS.utm, 'utm_source'),
  utm_medium: optionalText(LEAD_LIMITS.utm, 'utm_medium'),
  utm_campaign: optionalText(LEAD_LIMITS.utm, 'utm_campaign'),
  utm_term: optionalText(LEAD_LIMITS.utm, 'utm_term'),
  utm_content: optionalText(LEAD_LIMITS.utm, 'utm_content'),
  /** The lead's language (e-mails, and the client's once converted); a visitor's is the site's. */
  language: oneOf(EMAIL_LOCALES, 'Language'),
};

/**
 * Any lead id the caller sends. An id that is not a UUID names no lead: the actions answer
 * 404 "Lead not found" for it, as for any unknown id.
 */
export const leadIdSchema = recordIdSchema('id');

// ---- action inputs -----------------------------------------------------------------------

const f = leadFieldSchemas;

/** The optional fields of both writes, in order; notes are one message or the edited whole. */
const optionalFields = (notes: typeof f.notes) => ({
  phone: f.phone.optional(),
  company: f.company.optional(),
  company_size: f.company_size.optional(),
  project_type: f.project_type.optional(),
  budget: f.budget.optional(),
  timeline: f.timeline.optional(),
  notes: notes.optional(),
  source: f.source.optional(),
  status: f.status.optional(),
  utm_source: f.utm_source.optional(),
  utm_medium: f.utm_medium.optional(),
  utm_campaign: f.utm_campaign.optional(),
  utm_term: f.utm_term.optional(),
  utm_content: f.utm_content.optional(),
  language: f.language.optional(),
});

/**
 * `create_lead`; read-only fields (id, score, grade, dates) are not part of it and are ignored.
 * The estimate (low, high, pace) is sent whole or not at all, low ≤ high; it is kept as sent
 * and no later write changes it.
 */
export const createLeadInput = z
  .object({
    name: f.name,
    email: f.email,
    ...optionalFields(f.notes),
    estimate_low: f.estimate_low.optional(),
    estimate_high: f.estimate_high.optional(),
    estimate_pace: f.estimate_pace.optional(),
    /** Honeypot: hidden on the form, so only a bot fills it. */
    website: z.unknown().optional(),
  })
  .superRefine((input, ctx) => {
    const parts = [input.estimate_low, input.estimate_high, input.estimate_pace];
    const given = parts.filter((part) => part !== undefined && part !== null).length;
    if (given > 0 && given < parts.length) {
      for (const key of ['estimate_low', 'estimate_high', 'estimate_pace'] as const) {
        if (input[key] === undefined || input[key] === null) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'An estimate needs its low, its high and its pace',
            params: { fieldCode: 'estimate_incomplete' },
          });
        }
      }
      return;
    }
    if (
      typeof input.estimate_low === 'number' &&
      typeof input.estimate_high === 'number' &&
      input.estimate_low > input.estimate_high
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimate_high'],
        message: 'estimate_high cannot be below estimate_low',
        params: { fieldCode: 'min_over_max' },
      });
    }
  });

/**
 * `update_lead`: only the fields sent change; null clears an optional field. Notes may be as
 * long as the merged follow-ups made them. Read-only fields are ignored if sent.
 */
export const updateLeadInput = z.object({
  id: leadIdSchema,
  name: f.name.optional(),
  email: f.email.optional(),
  ...optionalFields(f.editedNotes),
});

export const leadIdInput = z.object({ id: leadIdSchema });

/** Ids of a bulk action; those that name no lead are skipped (see `count`). */
export const bulkIdsSchema = z
  .array(leadIdSchema, { error: 'ids must be a list of lead ids' })
  .min(1, 'Choose at least one lead')
  .max(LEAD_LIMITS.bulkIds, `At most ${LEAD_LIMITS.bulkIds} leads at a time`)
  .transform((ids) => [...new Set(ids.filter(isUuid))]);

export const bulkUpdateStatusInput = z.object({ ids: bulkIdsSchema, status: f.status });
export const bulkDeleteInput = z.object({ ids: bulkIdsSchema });

/** `get_leads`: every filter takes one value or a list; dates are `YYYY-MM-DD` or ISO. */
export const getLeadsInput = z.object({
  status: oneOrMany(LEAD_STATUSES, 'Status'),
  source: oneOrMany(LEAD_SOURCES, 'Source'),
  grade: oneOrMany(LEAD_GRADES, 'Grade'),
  project_type: oneOrMany(LEAD_PROJECT_TYPES, 'Project type'),
  created_from: dateOrDateTime('created_from').optional(),
  created_to: dateOrDateTime('created_to').optional(),
  ...listParams(LEAD_SORT_COLUMNS, 'created_at'),
});

// ---- answers -----------------------------------------------------------------------------

const utmAnswer = z.string().nullable();
const utmAnswers = Object.fromEntries(UTM_FIELDS.map((field) => [field, utmAnswer])) as Record<
  UtmField,
  typeof utmAnswer
>;

/** The fields a caller may write; everything else on a lead is read-only. */
export const leadFieldsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  company_size: z.enum(COMPANY_SIZES).nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  project_type: z.enum(LEAD_PROJECT_TYPES).nullable(),
  /** Whole US dollars: the lower bound of the form's range. */
  budget: z.number().int().nullable(),
  timeline: z.enum(LEAD_TIMELINES).nullable(),
  /** The estimate the visitor saw on the estimator, as sent (whole US dollars, its pace). */
  estimate_low: z.number().int().nullable(),
  estimate_high: z.number().int().nullable(),
  estimate_pace: z.enum(ESTIMATE_PACES).nullable(),
  notes: z.string().nullable(),
  ...utmAnswers,
  /** The language of the lead's e-mails (and of the client it becomes). */
  language: z.enum(EMAIL_LOCALES),
});
export type LeadFields = z.infer<typeof leadFieldsSchema>;

/** What the server writes to a lead row: the fields and the score it computed. */
export type LeadValues = LeadFields & { score: number };

/** A lead as stored. */
export const leadRowSchema = leadFieldsSchema.extend({
  score: z.number().int().min(0).max(100),
  id: uuidSchema,
  converted_client_id: uuidSchema.nullable(),
  /** ISO 8601 UTC. */
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type LeadRow = z.infer<typeof leadRowSchema>;

/** A lead as every admin action answers it: the row and its grade, derived on each read. */
export const leadSchema = leadRowSchema.extend({ grade: z.enum(LEAD_GRADES) });
export type Lead = z.infer<typeof leadSchema>;

/** update_lead. */
export const leadAnswer = z.object({ lead: leadSchema });

/**
 * create_lead: an admin gets the stored lead; a visitor a receipt of what they sent, as
 * accepted (never the stored lead, which a 24 h merge may have given someone else's notes).
 */
export const createLeadAnswer = z.object({ lead: z.union([leadSchema, leadFieldsSchema]) });

/** `create_lead`: name and e-mail required; a visitor may not send `status` or `manual`. */
export type NewLead = Omit<z.input<typeof createLeadInput>, 'website'>;

/** `update_lead`: the id and only the fields to change; `null` clears an optional field. */
export type LeadChanges = z.input<typeof updateLeadInput>;

/** `get_leads` payload. */
export type LeadListQuery = z.input<typeof getLeadsInput>;

export const leadPageSchema = listPageSchema('leads', leadSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;

export const leadStatusChangeSchema = z.object({
  from_status: z.enum(LEAD_STATUSES).nullable(),
  to_status: z.enum(LEAD_STATUSES),
  changed_by: uuidSchema.nullable(),
  /** The admin's name (or e-mail when it has none); null for a visitor or a deleted account. */
  changed_by_name: z.string().nullable(),
  changed_at: timestampSchema,
});
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;

export const SCORING_CATEGORIES = [
  'firmographic',
  'behavioral',
  'engagement',
  'demographic',
] as const;
export type ScoringCategory = (typeof SCORING_CATEGORIES)[number];

/** One criterion of a lead's score breakdown. */
export const scoreCriterionSchema = z.object({
  key: z.string(),
  name: z.string(),
  category: z.enum(SCORING_CATEGORIES),
  /** Points earned, never above `max`. */
  points: z.number(),
  /** The criterion's weight. */
  max: z.number(),
  /** Labels of the conditions that matched and counted. */
  matched: z.array(z.string()),
  /** The criterion's key while it has its seeded name (the reader's language words it). */
  name_key: z.string().nullable(),
  /** Per `matched` label: its seeded condition's id, or null for an admin's own label. */
  matched_keys: z.array(z.string().nullable()),
});
export type ScoreCriterion = z.infer<typeof scoreCriterionSchema>;

export const leadScoringSchema = z.object({
  /** 0–100: the points of the active criteria over their total weight. */
  score: z.number(),
  /** One entry per active criterion, in order. */
  breakdown: z.array(scoreCriterionSchema),
});
export type LeadScoring = z.infer<typeof leadScoringSchema>;

export const leadDetailSchema = z.object({
  lead: leadSchema,
  history: z.array(leadStatusChangeSchema),
  scoring: leadScoringSchema,
  /** The calls the lead booked on the booking page (docs/booking.md), newest first. */
  bookings: z
    .array(z.object({ starts_at: timestampSchema, status: z.enum(BOOKING_STATUSES) }))
    .optional(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

const leadCounts = Object.fromEntries(
  LEAD_STATUSES.map((status) => [status, countSchema]),
) as Record<LeadStatus, typeof countSchema>;

export const leadStatsSchema = z.object({
  ...leadCounts,
  total: countSchema,
  /** Mean score, one decimal; 0 without leads. */
  averageScore: z.number(),
  /** Sum of the budgets (US dollars) of leads not lost. */
  totalValue: z.number(),
  /** Created since the 1st of this month, 00:00 UTC. */
  thisMonth: countSchema,
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

/** get_lead_stats. */
export const leadStatsAnswer = z.object({ stats: leadStatsSchema });

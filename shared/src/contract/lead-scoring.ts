import { z } from 'zod';
import { codedPattern, text } from './fields';
import {
  LEAD_GRADES,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type LeadGrade,
} from './lead-vocabulary';
import { SCORING_CATEGORIES, scoreCriterionSchema } from './leads';
import {
  countSchema,
  listPageSchema,
  listParams,
  oneOf,
  oneOrMany,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `lead-scoring` contract (docs/automation.md#lead-scoring): a scoring criterion as stored
 * in `scoring_criteria` and as the criteria editor sends it, the rules a whole set must follow,
 * and the answers of each action. The scorer itself (`scoreLead`, `shared/src/records/
 * lead-scorer.ts`, used by the backend and the demo data) reads criteria of this shape.
 */

/** What conditions can test; the scorer's `leadFacts` has one reader per name. */
export const SCORING_FACTS = [
  'budget',
  'timeline',
  'company_size',
  'has_company',
  'email_type',
  'source',
  'has_phone',
  'has_project_type',
  'notes_length',
  'has_campaign',
  /** Pages the visitor viewed on the day they sent the form (first-party analytics). */
  'pages_viewed',
] as const;
export type ScoringFact = (typeof SCORING_FACTS)[number];

export const SCORING_COMBINES = ['best', 'sum'] as const;

export const SCORING_LIMITS = {
  criteria: 30,
  conditions: 50,
  values: 50,
  key: 40,
  name: 100,
  label: 200,
  value: 200,
  /** A fact's number (budget, notes length) as a condition bound. */
  bound: 1_000_000_000,
  /** An engagement criterion's points fade to 0 over at most this many days. */
  decayDays: 365,
} as const;

/** The weights of the active criteria must add up to exactly this. */
export const SCORING_TOTAL_WEIGHT = 100;

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

const bound = z
  .number({ error: 'Bound must be a number' })
  .min(-SCORING_LIMITS.bound, 'Bound is too small')
  .max(SCORING_LIMITS.bound, 'Bound is too large');

/**
 * A test on one fact: `{min, max}` (numbers, inclusive), `{in: [...]}` (strings), `true` /
 * `false` (flags), or `null` ("not given"). A fact that is not given only matches `null`.
 */
export const factTestSchema = z.union([
  z.null(),
  z.boolean(),
  z.strictObject({
    in: z
      .array(text({ what: 'Value' }).max(SCORING_LIMITS.value, 'Value is too long'))
      .min(1, 'Give at least one value')
      .max(SCORING_LIMITS.values, `At most ${SCORING_LIMITS.values} values`),
  }),
  z
    .strictObject({ min: bound.optional(), max: bound.optional() })
    .refine((range) => range.min !== undefined || range.max !== undefined, {
      message: 'Give min or max',
      params: { fieldCode: 'min_or_max' },
    }),
]);
export type FactTest = z.infer<typeof factTestSchema>;

/** One rule: when every test of `when` holds (an empty `when` always does), add `points`. */
export const scoringConditionSchema = z.strictObject({
  label: requiredText(SCORING_LIMITS.label, 'Label'),
  points: wholeNumber('Points', 0, 100),
  when: z.partialRecord(z.enum(SCORING_FACTS), factTestSchema),
});
export type ScoringCondition = z.infer<typeof scoringConditionSchema>;

/** A criterion as `scoring_criteria` stores it (position aside: the order of the list). */
export const scoringCriterionSchema = z.object({
  key: text({ what: 'Key', error: 'Key is required' })
    .max(SCORING_LIMITS.key, `Key must be at most ${SCORING_LIMITS.key} characters`)
    .regex(
      codedPattern(/^[a-z][a-z0-9_]*$/, 'key_format'),
      'Key must start with a-z and hold only a-z, 0-9 and _',
    ),
  name: requiredText(SCORING_LIMITS.name, 'Name'),
  category: oneOf(SCORING_CATEGORIES, 'Category'),
  weight: wholeNumber('Weight', 0, SCORING_TOTAL_WEIGHT),
  /** best: the highest-scoring matching condition counts; sum: all matching ones add up. */
  combine: oneOf(SCORING_COMBINES, 'Combine'),
  conditions: z
    .array(scoringConditionSchema, { error: 'conditions must be a list' })
    .max(SCORING_LIMITS.conditions, `At most ${SCORING_LIMITS.conditions} conditions`),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  /**
   * Engagement criteria only: the points fade linearly from full at the lead's last activity to
   * 0 this many days later; null or left out, they never fade.
   */
  decay_days: wholeNumber('Decay days', 1, SCORING_LIMITS.decayDays).nullable().optional(),
  /**
   * The weight the conditions' points are written against: a condition earns points × weight
   * ÷ points_scale, so a weight raised from 25 to 40 makes a 25-point condition worth 40. Left
   * out on a save: the stored criterion's (its weight before the save), or the weight for a
   * new one. Answered only when it differs from the weight.
   */
  points_scale: wholeNumber('Points scale', 1, SCORING_TOTAL_WEIGHT).nullable().optional(),
});
export type ScoringCriterion = z.infer<typeof scoringCriterionSchema>;

/** "Active criteria weights must total 100 (now 95)", or null when they do. */
/** The sum of the active criteria's weights. */
const activeWeight = (criteria: readonly ScoringCriterion[]): number =>
  criteria
    .filter((criterion) => criterion.is_active)
    .reduce((sum, criterion) => sum + criterion.weight, 0);

export function activeWeightProblem(criteria: readonly ScoringCriterion[]): string | null {
  const total = activeWeight(criteria);
  return total === SCORING_TOTAL_WEIGHT
    ? null
    : `Active criteria weights must total ${SCORING_TOTAL_WEIGHT} (now ${total})`;
}

/**
 * A whole set, in order (the order is the position): keys unique, at least one active, the
 * active weights totalling 100, decay only on engagement criteria. Save and preview take the
 * same set.
 */
export const criteriaSetSchema = z
  .array(scoringCriterionSchema, { error: 'criteria must be a list' })
  .min(1, 'Give at least one criterion')
  .max(SCORING_LIMITS.criteria, `At most ${SCORING_LIMITS.criteria} criteria`)
  .superRefine((criteria, ctx) => {
    const seen = new Set<string>();
    for (const [index, criterion] of criteria.entries()) {
      if (seen.has(criterion.key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `Key "${criterion.key}" is used by another criterion`,
          params: { fieldCode: 'used_twice' },
        });
      }
      seen.add(criterion.key);
      if (criterion.decay_days != null && criterion.category !== 'engagement') {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'decay_days'],
          message: 'Only engagement criteria can decay',
          params: { fieldCode: 'decay_engagement_only' },
        });
      }
    }
    if (!criteria.some((criterion) => criterion.is_active)) {
      ctx.addIssue({
        code: 'custom',
        message: 'At least one criterion must be active',
        params: { fieldCode: 'one_active_criterion' },
      });
      return;
    }
    const problem = activeWeightProblem(criteria);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem,
        params: {
          fieldCode: 'weights_total',
          total: SCORING_TOTAL_WEIGHT,
          now: activeWeight(criteria),
        },
      });
    }
  });

export const saveCriteriaInput = z.object({ criteria: criteriaSetSchema });
export const previewRescoreInput = saveCriteriaInput;

export const SCORED_LEAD_SORT_COLUMNS = [
  'score',
  'last_activity',
  'created_at',
  'name',
  'budget',
] as const;
export type ScoredLeadSortColumn = (typeof SCORED_LEAD_SORT_COLUMNS)[number];

/** `get_scored_leads`: one grade or a list; the list params of every list action. */
export const getScoredLeadsInput = z.object({
  grade: oneOrMany(LEAD_GRADES, 'Grade'),
  source: oneOrMany(LEAD_SOURCES, 'Source'),
  ...listParams(SCORED_LEAD_SORT_COLUMNS, 'score'),
});
export type ScoredLeadQuery = z.input<typeof getScoredLeadsInput>;

// ---- answers -----------------------------------------------------------------------------

/** A stored criterion with its place in the list. */
export const storedScoringCriterionSchema = scoringCriterionSchema.extend({
  position: z.number().int().positive(),
});
export type StoredScoringCriterion = z.infer<typeof storedScoringCriterionSchema>;

/** `failed`: its job failed for good (retries exhausted); `error` says why. */
export const SCORING_RUN_STATUSES = ['queued', 'running', 'done', 'superseded', 'failed'] as const;
export type ScoringRunStatus = (typeof SCORING_RUN_STATUSES)[number];

/** One re-scoring of every lead after a save; `done` of `total` is its progress. */
export const scoringRunSchema = z.object({
  id: uuidSchema,
  status: z.enum(SCORING_RUN_STATUSES),
  /** Leads to score (counted when the run starts; leads added meanwhile raise it). */
  total: countSchema,
  done: countSchema,
  /** Leads whose score changed. */
  changed: countSchema,
  /** ISO 8601 UTC. */
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
  /** Why a `failed` run failed; null otherwise (answers always hold it). */
  error: z.string().nullable().optional(),
});
export type ScoringRun = z.infer<typeof scoringRunSchema>;

/** get_criteria; save_criteria answers the run it queued. */
export const scoringCriteriaAnswer = z.object({
  criteria: z.array(storedScoringCriterionSchema),
  run: scoringRunSchema.nullable(),
});
/** get_rescore_status. */
export const scoringRunAnswer = z.object({ run: scoringRunSchema.nullable() });

export const rescoreSampleSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  score_before: z.number(),
  score_after: z.number(),
  grade_before: z.enum(LEAD_GRADES),
  grade_after: z.enum(LEAD_GRADES),
});
export type RescoreSample = z.infer<typeof rescoreSampleSchema>;

/** `preview_rescore`: leads whose grade would change, of `total`, and up to 10 of them. */
export const rescorePreviewSchema = z.object({
  changed: countSchema,
  total: countSchema,
  sample: z.array(rescoreSampleSchema),
});
export type RescorePreview = z.infer<typeof rescorePreviewSchema>;

export const scoredLeadSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(LEAD_SOURCES),
  project_type: z.enum(LEAD_PROJECT_TYPES).nullable(),
  budget: z.number().int().nullable(),
  timeline: z.enum(LEAD_TIMELINES).nullable(),
  score: z.number(),
  grade: z.enum(LEAD_GRADES),
  /** Points of the engagement-category criteria, by the criteria as they are now. */
  engagement: z.number(),
  /** The latest of the lead's last update and last status change, ISO 8601 UTC. */
  last_activity: timestampSchema,
  created_at: timestampSchema,
  breakdown: z.array(scoreCriterionSchema),
});
export type ScoredLead = z.infer<typeof scoredLeadSchema>;

export const scoredLeadPageSchema = listPageSchema('leads', scoredLeadSchema);
export type ScoredLeadPage = z.infer<typeof scoredLeadPageSchema>;

const gradeCounts = Object.fromEntries(LEAD_GRADES.map((grade) => [grade, countSchema])) as Record<
  LeadGrade,
  typeof countSchema
>;

export const scoringAnalyticsSchema = z.object({
  /** The last 12 months (UTC), oldest first, by the month the lead came in. */
  gradesByMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...gradeCounts })),
  /** rate = converted / total, 0 without leads; 3 decimals. */
  conversionByGrade: z.array(
    z.object({
      grade: z.enum(LEAD_GRADES),
      total: countSchema,
      converted: countSchema,
      rate: z.number().min(0).max(1),
    }),
  ),
  /** Mean score, one decimal, of each source that has leads. */
  scoreBySource: z.array(
    z.object({ source: z.enum(LEAD_SOURCES), leads: countSchema, average_score: z.number() }),
  ),
});
export type ScoringAnalytics = z.infer<typeof scoringAnalyticsSchema>;

/** lead-scoring's get_analytics. */
export const scoringAnalyticsAnswer = z.object({ analytics: scoringAnalyticsSchema });

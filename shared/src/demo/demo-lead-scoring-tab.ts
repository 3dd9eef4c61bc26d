import type { ZodError, ZodType } from 'zod';
import type { ApiFailure, ApiResult } from '../api/result';
import {
  criteriaSetSchema,
  type FactTest,
  getScoredLeadsInput,
  type RescoreSample,
  type ScoredLead,
  type ScoringAnalytics,
  type ScoringCondition,
  type ScoringCriterion,
} from '../contract/lead-scoring';
import { LEAD_GRADES, type LeadGrade, leadGrade } from '../contract/lead-vocabulary';
import type { LeadScoring, ScoreCriterion } from '../contract/leads';
import { loadLeads, type StoredLead } from './demo-lead-store';
import { type DemoHandler, registerDemoHandler } from './demo-registry';

/**
 * `lead-scoring` answered from built-in data when the server cannot answer: the seeded criteria
 * (spec §9 weights, the backend's `defaultScoringCriteria`) applied to the demo leads, for the
 * reads and the preview. A save answers a clear refusal: re-scoring is the server's job, and a
 * change that reached no server must not look saved.
 */
const FUNCTION = 'lead-scoring';
type Answer = ApiResult<Record<string, unknown>>;

export const DEMO_SCORING_SAVE_REFUSED: ApiFailure = {
  success: false,
  error: 'Demo data cannot be changed: scoring criteria are saved on the server only',
  code: 'DEMO_READ_ONLY',
};

const range = (min?: number, max?: number) => ({
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const oneOf = (...values: string[]) => ({ in: values });
const rule = (label: string, points: number, when: ScoringCondition['when']) => ({
  label,
  points,
  when,
});

const criterion = (
  key: string,
  name: string,
  category: ScoringCriterion['category'],
  weight: number,
  combine: ScoringCriterion['combine'],
  conditions: ScoringCondition[],
): ScoringCriterion => ({ key, name, category, weight, combine, is_active: true, conditions });

export const DEMO_SCORING_CRITERIA: ScoringCriterion[] = [
  criterion('budget', 'Budget', 'firmographic', 25, 'best', [
    rule('$50,000 or more', 25, { budget: range(50_000) }),
    rule('$25,000 to $49,999', 20, { budget: range(25_000) }),
    rule('$10,000 to $24,999', 15, { budget: range(10_000) }),
    rule('$5,000 to $9,999', 10, { budget: range(5_000) }),
    rule('Under $5,000', 4, { budget: range(0) }),
  ]),
  criterion('timeline', 'Timeline', 'behavioral', 20, 'best', [
    rule('As soon as possible', 20, { timeline: oneOf('asap') }),
    rule('Within 1 to 3 months', 16, { timeline: oneOf('oneToThree') }),
    rule('Within 3 to 6 months', 10, { timeline: oneOf('threeToSix') }),
    rule('Flexible', 6, { timeline: oneOf('flexible') }),
  ]),
  criterion('company_size', 'Company size', 'firmographic', 15, 'best', [
    rule('More than 200 people', 15, { company_size: oneOf('201-1000', '1000+') }),
    rule('51 to 200 people', 12, { company_size: oneOf('51-200') }),
    rule('11 to 50 people', 9, { company_size: oneOf('11-50') }),
    rule('1 to 10 people', 5, { company_size: oneOf('1-10') }),
    rule('Size not given: company named, business e-mail', 8, {
      company_size: null,
      has_company: true,
      email_type: oneOf('business'),
    }),
    rule('Size not given: company named', 5, { company_size: null, has_company: true }),
    rule('Size not given: business e-mail', 3, {
      company_size: null,
      email_type: oneOf('business'),
    }),
  ]),
  criterion('engagement', 'Engagement', 'engagement', 20, 'sum', [
    rule('Used the estimator', 10, { source: oneOf('estimator') }),
    rule('Detailed message (200+ characters)', 8, { notes_length: range(200) }),
    rule('Short message (40-199 characters)', 4, { notes_length: range(40, 199) }),
    rule('Left a phone number', 4, { has_phone: true }),
    rule('Named the project type', 4, { has_project_type: true }),
    rule('Came from a campaign', 4, { has_campaign: true }),
    rule('Visited 3+ pages before the form', 4, { pages_viewed: range(3) }),
  ]),
  criterion('source', 'Source', 'behavioral', 10, 'best', [
    rule('Referral', 10, { source: oneOf('referral') }),
    rule('Estimator', 8, { source: oneOf('estimator') }),
    rule('Campaign', 6, { source: oneOf('campaign') }),
    rule('Entered by the agency', 5, { source: oneOf('manual') }),
    rule('Direct', 4, { source: oneOf('direct') }),
  ]),
  criterion('email', 'E-mail', 'demographic', 10, 'best', [
    rule('Business domain', 10, { email_type: oneOf('business') }),
    rule('Free mailbox', 4, { email_type: oneOf('free') }),
  ]),
];

// ---- the scorer over `when` (the backend's, on the demo lead's fields) ----------------------

const FREE_MAIL =
  /@(gmail|googlemail|icloud|me|mac|aol|msn|proton|protonmail|pm|mail|gmx|yahoo|ymail|hotmail|outlook|live|yandex|orange|free|laposte|wanadoo)\./i;
const given = (value: string | null) => (value ?? '').trim() !== '';

type FactValue = string | number | boolean | null;

/** What conditions test, read off a demo lead; a fact it does not carry is "not given". */
const FACTS: Record<string, (lead: StoredLead) => FactValue> = {
  budget: (lead) => lead.budget,
  timeline: (lead) => lead.timeline,
  company_size: (lead) => lead.company_size,
  has_company: (lead) => given(lead.company),
  email_type: (lead) =>
    lead.email.includes('@') ? (FREE_MAIL.test(lead.email) ? 'free' : 'business') : null,
  source: (lead) => lead.source,
  has_phone: (lead) => given(lead.phone),
  has_project_type: (lead) => given(lead.project_type),
  notes_length: (lead) => (lead.notes ?? '').trim().length,
  has_campaign: (lead) => given(lead.utm_campaign),
};
const fact = (lead: StoredLead, name: string): FactValue => FACTS[name]?.(lead) ?? null;

function passes(test: FactTest, value: FactValue): boolean {
  if (test === null) return value === null;
  if (value === null) return false;
  if (typeof test === 'boolean') return value === test;
  if ('in' in test) return typeof value === 'string' && test.in.includes(value);
  return (
    typeof value === 'number' &&
    (test.min === undefined || value >= test.min) &&
    (test.max === undefined || value <= test.max)
  );
}

function scoreCriterion(criterion: ScoringCriterion, lead: StoredLead): ScoreCriterion {
  const matching = criterion.conditions.filter((condition) =>
    Object.entries(condition.when).every(([name, test]) =>
      passes(test as FactTest, fact(lead, name)),
    ),
  );
  const counted =
    criterion.combine === 'sum'
      ? matching
      : matching.reduce<ScoringCondition[]>(
          (best, condition) => (best[0] && best[0].points >= condition.points ? best : [condition]),
          [],
        );
  const earned = counted.reduce((sum, condition) => sum + condition.points, 0);
  return {
    key: criterion.key,
    name: criterion.name,
    category: criterion.category,
    points: Math.min(earned, criterion.weight),
    max: criterion.weight,
    matched: counted.map((condition) => condition.label),
  };
}

/** The active criteria's breakdown and the score normalised to their weights, as the server. */
export function scoreWithCriteria(lead: StoredLead, criteria: ScoringCriterion[]): LeadScoring {
  const breakdown = criteria
    .filter((criterion) => criterion.is_active)
    .map((criterion) => scoreCriterion(criterion, lead));
  const possible = breakdown.reduce((sum, entry) => sum + entry.max, 0);
  const earned = breakdown.reduce((sum, entry) => sum + entry.points, 0);
  return { score: possible === 0 ? 0 : Math.round((100 * earned) / possible), breakdown };
}

// ---- answers -------------------------------------------------------------------------------

function validationFailure(error: ZodError): ApiFailure {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // As the server names them: `criteria` for the set, `criteria.3.key` for one field.
    fields[['criteria', ...issue.path].join('.')] ??= issue.message;
  }
  return { success: false, error: 'Some fields are invalid', code: 'VALIDATION_FAILED', fields };
}

function parse<T>(schema: ZodType<T>, value: unknown): T | ApiFailure {
  const result = schema.safeParse(value);
  return result.success ? result.data : validationFailure(result.error);
}

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && (value as ApiFailure).success === false;

const lastActivity = (lead: StoredLead) =>
  [lead.updated_at, ...lead.history.map((change) => change.changed_at)].sort().at(-1) ??
  lead.updated_at;

function toScoredLead(lead: StoredLead): ScoredLead {
  const { breakdown } = scoreWithCriteria(lead, DEMO_SCORING_CRITERIA);
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    status: lead.status,
    source: lead.source,
    project_type: lead.project_type,
    budget: lead.budget,
    timeline: lead.timeline,
    score: lead.score,
    grade: leadGrade(lead.score),
    engagement: breakdown
      .filter((entry) => entry.category === 'engagement')
      .reduce((sum, entry) => sum + entry.points, 0),
    last_activity: lastActivity(lead),
    created_at: lead.created_at,
    breakdown,
  };
}

const SORT_VALUE: Record<string, (lead: ScoredLead) => string | number> = {
  score: (lead) => lead.score,
  last_activity: (lead) => lead.last_activity,
  created_at: (lead) => lead.created_at,
  name: (lead) => lead.name.toLowerCase(),
  budget: (lead) => lead.budget ?? -1,
};

function getScoredLeads(payload: Record<string, unknown>): Answer {
  const input = parse(getScoredLeadsInput, payload);
  if (isFailure(input)) return input;
  const grades = input.grade ? [input.grade].flat() : null;
  const sources = input.source ? [input.source].flat() : null;
  const value = SORT_VALUE[input.sort] ?? SORT_VALUE.score;
  const direction = input.order === 'asc' ? 1 : -1;
  const leads = loadLeads()
    .map(toScoredLead)
    .filter(
      (lead) =>
        (!grades || grades.includes(lead.grade)) && (!sources || sources.includes(lead.source)),
    )
    .sort((a, b) => {
      const [x, y] = [value?.(a) ?? 0, value?.(b) ?? 0];
      return (x < y ? -1 : x > y ? 1 : a.id.localeCompare(b.id)) * direction;
    });
  const start = (input.page - 1) * input.pageSize;
  return {
    success: true,
    leads: leads.slice(start, start + input.pageSize),
    total: leads.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

function previewRescore(payload: Record<string, unknown>): Answer {
  const criteria = parse(criteriaSetSchema, payload.criteria);
  if (isFailure(criteria)) return criteria;
  const leads = loadLeads();
  const changes: RescoreSample[] = leads
    .map((lead) => {
      const after = scoreWithCriteria(lead, criteria).score;
      return {
        id: lead.id,
        name: lead.name,
        score_before: lead.score,
        score_after: after,
        grade_before: leadGrade(lead.score),
        grade_after: leadGrade(after),
      };
    })
    .filter((sample) => sample.grade_before !== sample.grade_after)
    .sort(
      (a, b) => Math.abs(b.score_after - b.score_before) - Math.abs(a.score_after - a.score_before),
    );
  return {
    success: true,
    changed: changes.length,
    total: leads.length,
    sample: changes.slice(0, 10),
  };
}

/** `get_analytics` over the demo leads, by their grade now (months in UTC, oldest first). */
export function demoScoringAnalytics(leads: StoredLead[], now = new Date()): ScoringAnalytics {
  const months = Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1))
      .toISOString()
      .slice(0, 7),
  );
  const zero = () => ({ A: 0, B: 0, C: 0, D: 0 }) as Record<LeadGrade, number>;
  const byMonth = new Map(months.map((month) => [month, zero()]));
  const totals = zero();
  const converted = zero();
  const bySource = new Map<string, { leads: number; sum: number }>();
  for (const lead of leads) {
    const grade = leadGrade(lead.score);
    const month = byMonth.get(lead.created_at.slice(0, 7));
    if (month) month[grade] += 1;
    totals[grade] += 1;
    if (lead.status === 'converted' || lead.converted_client_id) converted[grade] += 1;
    const source = bySource.get(lead.source) ?? { leads: 0, sum: 0 };
    bySource.set(lead.source, { leads: source.leads + 1, sum: source.sum + lead.score });
  }
  return {
    gradesByMonth: months.map((month) => ({ month, ...(byMonth.get(month) ?? zero()) })),
    conversionByGrade: LEAD_GRADES.map((grade) => ({
      grade,
      total: totals[grade],
      converted: converted[grade],
      rate: totals[grade] ? Math.round((1000 * converted[grade]) / totals[grade]) / 1000 : 0,
    })),
    scoreBySource: [...bySource]
      .map(([source, { leads: count, sum }]) => ({
        source: source as ScoredLead['source'],
        leads: count,
        average_score: Math.round((10 * sum) / count) / 10,
      }))
      .sort((a, b) => b.average_score - a.average_score),
  };
}

const HANDLERS: Record<string, DemoHandler> = {
  get_criteria: () => ({
    success: true,
    criteria: DEMO_SCORING_CRITERIA.map((criterion, index) => ({
      ...criterion,
      position: index + 1,
    })),
    run: null,
  }),
  save_criteria: () => DEMO_SCORING_SAVE_REFUSED,
  preview_rescore: previewRescore,
  get_rescore_status: () => ({ success: true, run: null }),
  get_scored_leads: getScoredLeads,
  get_analytics: () => ({ success: true, analytics: demoScoringAnalytics(loadLeads()) }),
};

/** Makes every `lead-scoring` action answerable from demo data (a save refused). */
export function registerLeadScoringDemoHandlers(): void {
  for (const [action, handler] of Object.entries(HANDLERS)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
}

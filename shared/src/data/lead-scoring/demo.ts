import { type DemoHandler, registerDemoHandler } from '@atelier/shared';
import type { ZodError, ZodType } from 'zod';
import type { ApiFailure, ApiResult } from '../../api/result';
import {
  criteriaSetSchema,
  getScoredLeadsInput,
  type RescoreSample,
  type ScoredLead,
  type ScoringAnalytics,
} from '../../contract/lead-scoring';
import { LEAD_GRADES, type LeadGrade, leadGrade } from '../../contract/lead-vocabulary';
import { wordedForReader } from '../../demo/demo-language';
import { loadLeads, type StoredLead } from '../leads/demo-store';
import { DEMO_SCORING_CRITERIA, scoreDemoLead } from './demo-scoring';
import { FRENCH_SCORING_WORDS } from './demo-scoring-fr';

/**
 * `lead-scoring` answered from built-in data when the server cannot answer: the seeded criteria
 * (`DEMO_SCORING_CRITERIA`) applied to the demo leads by the server's scorer, for the reads and
 * the preview. A save answers a clear refusal: re-scoring is the server's job, and a change
 * that reached no server must not look saved.
 */
const FUNCTION = 'lead-scoring';
type Answer = ApiResult<Record<string, unknown>>;

export const DEMO_SCORING_SAVE_REFUSED: ApiFailure = {
  success: false,
  error: 'Demo data cannot be changed: scoring criteria are saved on the server only',
  code: 'DEMO_READ_ONLY',
};

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
  const { breakdown } = scoreDemoLead(lead);
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
      const after = scoreDemoLead(lead, criteria).score;
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

/**
 * Makes every `lead-scoring` action answerable from demo data (a save refused), the criteria's
 * words in the reader's language (demo-scoring-fr.ts).
 */
export function registerLeadScoringDemoHandlers(): void {
  for (const [action, handler] of Object.entries(HANDLERS)) {
    registerDemoHandler(FUNCTION, action, (payload) =>
      wordedForReader(handler(payload), FRENCH_SCORING_WORDS),
    );
  }
}

import {
  GRADE_RANGES,
  type LeadGrade,
  type LeadSource,
  type ScoredLeadSortColumn,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { gradeSql } from './leads.ts';
import type { ScoredLeadFacts } from './scoring-runs.ts';
import { sqlParams } from './sql.ts';

/** The lead-scoring reads (migration 0003's leads, 0012's history): lists and analytics. */

/** Every lead's scoring facts and stored score, for the preview. */
export function allLeadFacts(q: Queryable): Promise<ScoredLeadFacts[]> {
  return q.query<ScoredLeadFacts>(
    `SELECT id, name, email, phone, source, project_type, budget, timeline, company,
            company_size, notes, utm_campaign, score
     FROM leads ORDER BY id`,
  );
}

export interface ScoredLeadQuery {
  grades?: readonly LeadGrade[];
  sources?: readonly LeadSource[];
  sort: ScoredLeadSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A lead's facts with what the scored list shows besides its breakdown. */
export type ScoredLeadRow = ScoredLeadFacts & {
  status: string;
  created_at: string;
  last_activity: string;
};

const sortExpression: Record<ScoredLeadSortColumn, string> = {
  score: 'score',
  last_activity: 'last_activity',
  created_at: 'created_at',
  name: 'lower(name)',
  budget: 'budget',
};

/**
 * One page of leads with their last activity: the later of the last update and the last status
 * change (page views carry no visitor identity, so they cannot be tied to a lead).
 */
export async function scoredLeadPage(
  q: Queryable,
  query: ScoredLeadQuery,
): Promise<{ total: number; rows: ScoredLeadRow[] }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.grades?.length) {
    const ranges = query.grades.map(
      (grade) =>
        `score BETWEEN ${param(GRADE_RANGES[grade].min)}::int AND ${param(GRADE_RANGES[grade].max)}::int`,
    );
    where.push(`(${ranges.join(' OR ')})`);
  }
  if (query.sources?.length) where.push(`source = ANY(${param(query.sources)}::text[])`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = query.sort === 'budget' ? ' NULLS LAST' : '';
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM leads ${whereSql}`,
    params,
  );
  const rows = await q.query<ScoredLeadRow>(
    `SELECT * FROM (
       SELECT lead.id, lead.name, lead.email, lead.phone, lead.source, lead.project_type,
              lead.budget, lead.timeline, lead.company, lead.company_size, lead.notes,
              lead.utm_campaign, lead.score, lead.status, lead.created_at,
              greatest(lead.updated_at, history.last_change) AS last_activity
       FROM leads AS lead
       LEFT JOIN LATERAL (
         SELECT max(changed_at) AS last_change FROM lead_status_history
         WHERE lead_id = lead.id) AS history ON true
       ${whereSql}) AS scored
     ORDER BY ${sortExpression[query.sort]} ${direction}${nulls}, id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { total: count?.total ?? 0, rows };
}

export interface GradeMonthRow {
  month: string;
  A: number;
  B: number;
  C: number;
  D: number;
}

/** Leads that came in each of the last 12 months (UTC), by their grade now; empty months too. */
export function gradesByMonth(q: Queryable): Promise<GradeMonthRow[]> {
  const counts = (['A', 'B', 'C', 'D'] as const).map(
    (grade) => `count(lead.id) FILTER (WHERE ${gradeSql('lead.score')} = '${grade}') AS "${grade}"`,
  );
  return q.query<GradeMonthRow>(
    `WITH months AS (
       SELECT generate_series(
         date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months',
         date_trunc('month', now() AT TIME ZONE 'UTC'),
         interval '1 month') AS month)
     SELECT to_char(months.month, 'YYYY-MM') AS month, ${counts.join(', ')}
     FROM months
     LEFT JOIN leads AS lead
       ON lead.created_at >= months.month AT TIME ZONE 'UTC'
      AND lead.created_at < (months.month + interval '1 month') AT TIME ZONE 'UTC'
     GROUP BY months.month
     ORDER BY months.month`,
  );
}

export interface GradeConversionRow {
  grade: LeadGrade;
  total: number;
  converted: number;
}

/** Leads per grade and how many of them became clients (status converted). */
export function conversionByGrade(q: Queryable): Promise<GradeConversionRow[]> {
  return q.query<GradeConversionRow>(
    `SELECT grade, count(*) AS total,
            count(*) FILTER (WHERE status = 'converted' OR converted_client_id IS NOT NULL)
              AS converted
     FROM (SELECT ${gradeSql('score')} AS grade, status, converted_client_id FROM leads) AS graded
     GROUP BY grade`,
  );
}

export interface SourceScoreRow {
  source: LeadSource;
  leads: number;
  average_score: number;
}

/** The mean score (one decimal) of each source that has leads, highest first. */
export function scoreBySource(q: Queryable): Promise<SourceScoreRow[]> {
  return q.query<SourceScoreRow>(
    `SELECT source, count(*) AS leads, round(avg(score), 1) AS average_score
     FROM leads GROUP BY source ORDER BY average_score DESC, source`,
  );
}

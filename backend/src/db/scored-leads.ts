import {
  GRADE_RANGES,
  type LeadGrade,
  type LeadSource,
  type ScoredLeadSortColumn,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { gradeSql } from './leads.ts';
import { leadFactColumns, type ScoredLeadFacts } from './scoring-runs.ts';
import { sqlParams } from './sql.ts';

/** The lead-scoring reads (migration 0003's leads, 0012's history): lists and analytics. */

/** Every lead's scoring facts and stored score, for the preview. */
export function allLeadFacts(q: Queryable): Promise<ScoredLeadFacts[]> {
  return q.query<ScoredLeadFacts>(`SELECT ${leadFactColumns} FROM leads AS lead ORDER BY lead.id`);
}

/** What scoring needs of a lead besides its row: its page count and its last activity. */
export type LeadSignals = Pick<ScoredLeadFacts, 'pages_viewed' | 'last_activity'>;

export async function findLeadSignals(q: Queryable, id: string): Promise<LeadSignals | undefined> {
  const [row] = await q.query<LeadSignals>(
    `SELECT pages_viewed, last_activity FROM (SELECT ${leadFactColumns} FROM leads AS lead
     WHERE lead.id = $1) AS facts`,
    [id],
  );
  return row;
}

/**
 * Keeps the larger of the stored page count and `count` (a repeat of the form the same day
 * counts the same views again, so they are not added up); answers the count kept. Does not
 * touch `updated_at`.
 */
export async function recordPagesViewed(q: Queryable, id: string, count: number): Promise<number> {
  const [row] = await q.query<{ pages_viewed: number }>(
    `UPDATE leads SET pages_viewed = greatest(pages_viewed, $2) WHERE id = $1
     RETURNING pages_viewed`,
    [id, count],
  );
  return row?.pages_viewed ?? count;
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
 * change (the page count is a number of the form's day, not a dated activity).
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
       SELECT ${leadFactColumns}, lead.status, lead.created_at
       FROM leads AS lead
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

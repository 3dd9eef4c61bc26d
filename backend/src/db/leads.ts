import {
  GRADE_RANGES,
  type Lead,
  type LeadRow,
  type LeadSortColumn,
  type LeadStatus,
  type LeadStatusChange,
  type LeadValues,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike, sqlParams, updateColumns } from './sql.ts';

/** The row types are the contract's (shared/src/contract/leads.ts). */
export type { LeadRow, LeadValues };

/** The lead columns a create or an update writes (everything but ids and timestamps). */
export const writableLeadColumns = [
  'name',
  'email',
  'phone',
  'company',
  'company_size',
  'source',
  'status',
  'project_type',
  'budget',
  'timeline',
  'estimate_low',
  'estimate_high',
  'estimate_pace',
  'notes',
  'score',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'language',
] as const satisfies readonly (keyof LeadValues)[];

const leadColumnList = `id, ${writableLeadColumns.join(', ')}, converted_client_id, created_at, updated_at`;

export async function findLead(
  q: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<LeadRow | undefined> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  const [row] = await q.query<LeadRow>(`SELECT ${leadColumnList} FROM leads WHERE id = $1${lock}`, [
    id,
  ]);
  return row;
}

export async function insertLead(q: Queryable, values: LeadValues): Promise<LeadRow> {
  const placeholders = writableLeadColumns.map((_, index) => `$${index + 1}`).join(', ');
  const [row] = await q.query<LeadRow>(
    `INSERT INTO leads (${writableLeadColumns.join(', ')}) VALUES (${placeholders})
     RETURNING ${leadColumnList}`,
    writableLeadColumns.map((column) => values[column]),
  );
  if (!row) throw new Error('INSERT INTO leads returned no row');
  return row;
}

export async function updateLead(
  q: Queryable,
  id: string,
  values: LeadValues,
): Promise<LeadRow | undefined> {
  const [row] = await updateColumns(q, 'leads', id, writableLeadColumns, values, leadColumnList);
  return row as LeadRow | undefined;
}

/** The newest lead with this (normalised) e-mail created in the last `hours`, locked. */
export async function findRecentLeadByEmail(
  q: Queryable,
  email: string,
  hours: number,
): Promise<LeadRow | undefined> {
  const [row] = await q.query<LeadRow>(
    `SELECT ${leadColumnList} FROM leads
     WHERE email = $1 AND created_at > now() - make_interval(hours => $2)
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email, hours],
  );
  return row;
}

/** Serialises writers of one e-mail until the transaction ends (two forms sent at once). */
export async function lockLeadEmail(tx: Queryable, email: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lead:' || $1))`, [email]);
}

/** How many of these leads have proposals addressed to them alone (not yet to a client). */
export async function countLeadsWithOpenProposals(
  q: Queryable,
  ids: readonly string[],
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(DISTINCT lead_id) AS n FROM proposals
     WHERE lead_id = ANY($1::uuid[]) AND client_id IS NULL`,
    [ids],
  );
  return row?.n ?? 0;
}

export async function deleteLeads(q: Queryable, ids: readonly string[]): Promise<number> {
  const rows = await q.query('DELETE FROM leads WHERE id = ANY($1::uuid[]) RETURNING id', [ids]);
  return rows.length;
}

export interface StatusChange {
  leadId: string;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string | null;
}

export async function recordStatusChanges(
  q: Queryable,
  changes: readonly StatusChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await q.query(
    // An author without an account (gone, or never stored) is recorded as unknown.
    `INSERT INTO lead_status_history (lead_id, from_status, to_status, changed_by)
     SELECT change.lead_id, change.from_status, change.to_status,
            (SELECT users.id FROM users WHERE users.id = change.changed_by)
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[])
       AS change (lead_id, from_status, to_status, changed_by)`,
    [
      changes.map((change) => change.leadId),
      changes.map((change) => change.fromStatus),
      changes.map((change) => change.toStatus),
      changes.map((change) => change.changedBy),
    ],
  );
}

/**
 * Sets the status of the given leads and records each change, in the caller's transaction.
 * Returns how many of the ids named a lead.
 */
export async function setLeadsStatus(
  tx: Queryable,
  ids: readonly string[],
  status: LeadStatus,
  changedBy: string | null,
): Promise<number> {
  const rows = await tx.query<{ id: string; from_status: LeadStatus }>(
    `UPDATE leads AS lead SET status = $2, updated_at = now()
     FROM (SELECT id, status FROM leads WHERE id = ANY($1::uuid[]) FOR UPDATE) AS old
     WHERE lead.id = old.id
     RETURNING lead.id, old.status AS from_status`,
    [ids, status],
  );
  await recordStatusChanges(
    tx,
    rows
      .filter((row) => row.from_status !== status)
      .map((row) => ({ leadId: row.id, fromStatus: row.from_status, toStatus: status, changedBy })),
  );
  return rows.length;
}

export function listStatusHistory(q: Queryable, leadId: string): Promise<LeadStatusChange[]> {
  return q.query<LeadStatusChange>(
    `SELECT history.from_status, history.to_status, history.changed_by,
            coalesce(nullif(btrim(users.first_name || ' ' || users.last_name), ''), users.email)
              AS changed_by_name,
            history.changed_at
     FROM lead_status_history AS history
     LEFT JOIN users ON users.id = history.changed_by
     WHERE history.lead_id = $1
     ORDER BY history.changed_at, history.id`,
    [leadId],
  );
}

export interface LeadListQuery {
  statuses?: readonly string[];
  sources?: readonly string[];
  projectTypes?: readonly string[];
  /** Inclusive score ranges, any of which may match (the grades asked for). */
  scoreRanges?: readonly { min: number; max: number }[];
  /** created_at >= createdFrom */
  createdFrom?: string;
  /** created_at < createdBefore */
  createdBefore?: string;
  /** created_at <= createdUntil */
  createdUntil?: string;
  /** Part of the name, e-mail or company, any case. */
  search?: string;
  sort: LeadSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const sortExpression: Record<LeadSortColumn, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  score: 'score',
  name: 'lower(name)',
  budget: 'budget',
};

/** The SQL of an ISO 8601 UTC timestamp with milliseconds, as `parseTimestamp` writes it. */
const isoTimestamp = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `leadGrade(score)` in SQL, from the same ranges. */
export const gradeSql = (score: string): string =>
  `CASE ${(['A', 'B', 'C'] as const)
    .map((grade) => `WHEN ${score} >= ${GRADE_RANGES[grade].min} THEN '${grade}'`)
    .join(' ')} ELSE 'D' END`;

/**
 * Each lead as a JSON object with the keys and values `toLead(findLead(...))` gives: the row
 * is the wire shape, nothing is reshaped in JavaScript.
 */
const leadJsonObject = `json_build_object(${[
  'id',
  ...writableLeadColumns,
  'converted_client_id',
  'created_at',
  'updated_at',
]
  .map((column) =>
    column === 'created_at' || column === 'updated_at'
      ? `'${column}', ${isoTimestamp(`page.${column}`)}`
      : `'${column}', page.${column}`,
  )
  .join(', ')}, 'grade', ${gradeSql('page.score')})`;

/** One SQL statement and its `$n` parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The one statement of a list page, answering one `LeadListPage` row: the count and the page's
 * rows built as JSON by the database, so a request is one round trip and no row is decoded
 * column by column in JavaScript. The bench's bare server (scripts/lib/bare-leads-server.ts)
 * runs this same statement. The page is ordered again inside `json_agg` (at most 100 rows): an
 * aggregate's input order is only guaranteed that way.
 */
export function leadListStatement(query: LeadListQuery): Statement {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.statuses?.length) where.push(`status = ANY(${param(query.statuses)}::text[])`);
  if (query.sources?.length) where.push(`source = ANY(${param(query.sources)}::text[])`);
  if (query.projectTypes?.length) {
    where.push(`project_type = ANY(${param(query.projectTypes)}::text[])`);
  }
  if (query.scoreRanges?.length) {
    const ranges = query.scoreRanges.map(
      (range) => `score BETWEEN ${param(range.min)}::int AND ${param(range.max)}::int`,
    );
    where.push(`(${ranges.join(' OR ')})`);
  }
  if (query.createdFrom) where.push(`created_at >= ${param(query.createdFrom)}::timestamptz`);
  if (query.createdBefore) where.push(`created_at < ${param(query.createdBefore)}::timestamptz`);
  if (query.createdUntil) where.push(`created_at <= ${param(query.createdUntil)}::timestamptz`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(`(name ILIKE ${pattern} OR email ILIKE ${pattern} OR company ILIKE ${pattern})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  // Leads without a budget go last either way (only budget can be null: the other sorts keep
  // the plain order their indexes serve); id makes pages stable between requests.
  const nulls = query.sort === 'budget' ? ' NULLS LAST' : '';
  const orderBy = `ORDER BY ${sortExpression[query.sort]} ${direction}${nulls}, id ${direction}`;
  return {
    sql: `SELECT (SELECT count(*) FROM leads ${whereSql}) AS total,
       (SELECT coalesce(json_agg(${leadJsonObject} ${orderBy}), '[]'::json)
        FROM (SELECT * FROM leads ${whereSql} ${orderBy}
              LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}) AS page) AS rows`,
    params,
  };
}

/** The one row `leadListStatement` answers. */
export interface LeadListPage {
  total: number;
  rows: Lead[];
}

export interface LeadStatsRow {
  total: number;
  new: number;
  contacted: number;
  qualified: number;
  proposal: number;
  converted: number;
  lost: number;
  average_score: number;
  total_value: number;
  this_month: number;
}

/** Every figure of get_lead_stats in one pass over the table. */
export async function leadStats(q: Queryable): Promise<LeadStatsRow> {
  const [row] = await q.query<LeadStatsRow>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'new') AS new,
            count(*) FILTER (WHERE status = 'contacted') AS contacted,
            count(*) FILTER (WHERE status = 'qualified') AS qualified,
            count(*) FILTER (WHERE status = 'proposal') AS proposal,
            count(*) FILTER (WHERE status = 'converted') AS converted,
            count(*) FILTER (WHERE status = 'lost') AS lost,
            coalesce(round(avg(score), 1), 0) AS average_score,
            coalesce(sum(budget) FILTER (WHERE status <> 'lost'), 0) AS total_value,
            count(*) FILTER (
              WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
            ) AS this_month
     FROM leads`,
  );
  if (!row) throw new Error('Lead statistics returned no row');
  return row;
}

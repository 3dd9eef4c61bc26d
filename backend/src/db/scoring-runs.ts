import type { LeadRow, ScoringRun } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** Runs and score history as stored (migration 0012); the row types are the contract's. */
export type { ScoringRun };

const runColumns =
  'id, status, total, done, changed, created_at, started_at, finished_at, error, cursor_lead_id';

/** A run with where its last batch stopped. */
export type ScoringRunRow = ScoringRun & { cursor_lead_id: string | null };

/** The run as the actions answer it: progress, not the cursor. */
export const toRun = ({ cursor_lead_id: _cursor, ...run }: ScoringRunRow): ScoringRun => run;

/** Marks the waiting or going run (at most one) superseded; a save starts a new one after. */
export async function supersedeCurrentRun(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE scoring_runs SET status = 'superseded', finished_at = now()
     WHERE status IN ('queued', 'running')`,
  );
}

export async function insertScoringRun(
  tx: Queryable,
  requestedBy: string | null,
): Promise<ScoringRunRow> {
  const [row] = await tx.query<ScoringRunRow>(
    `INSERT INTO scoring_runs (requested_by)
     VALUES ((SELECT id FROM users WHERE id = $1))
     RETURNING ${runColumns}`,
    [requestedBy],
  );
  if (!row) throw new Error('INSERT INTO scoring_runs returned no row');
  return row;
}

export async function latestScoringRun(q: Queryable): Promise<ScoringRunRow | undefined> {
  const [row] = await q.query<ScoringRunRow>(
    `SELECT ${runColumns} FROM scoring_runs ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return row;
}

/**
 * Whether the daily fading run is due: an active criterion decays, and no run was made today
 * (UTC) nor waits or goes.
 */
export async function isDecayRunDue(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM scoring_criteria WHERE is_active AND decay_days IS NOT NULL)
        AND NOT EXISTS (
          SELECT 1 FROM scoring_runs
          WHERE status IN ('queued', 'running')
             OR created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
        AS due`,
  );
  return row?.due ?? false;
}

/** Runs saved but not yet handed to the job queue (no `rescore:<id>` job key yet). */
export function queuedRunIds(q: Queryable): Promise<{ id: string }[]> {
  return q.query<{ id: string }>(
    `SELECT run.id FROM scoring_runs run
     WHERE run.status = 'queued'
       AND NOT EXISTS (SELECT 1 FROM job_keys k WHERE k.key = 'rescore:' || run.id)
     ORDER BY run.created_at`,
  );
}

/** The run, locked: a save that supersedes it waits for the batch holding it. */
export async function lockScoringRun(
  tx: Queryable,
  id: string,
): Promise<ScoringRunRow | undefined> {
  const [row] = await tx.query<ScoringRunRow>(
    `SELECT ${runColumns} FROM scoring_runs WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** queued → running, counting the leads to score; a running run (a retry) is left as it is. */
export async function startScoringRun(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE scoring_runs SET status = 'running', started_at = now(),
       total = (SELECT count(*) FROM leads)
     WHERE id = $1 AND status = 'queued'`,
    [id],
  );
}

export async function recordBatch(
  tx: Queryable,
  id: string,
  batch: { scored: number; changed: number; lastLeadId: string },
): Promise<void> {
  await tx.query(
    `UPDATE scoring_runs
     SET done = done + $2, changed = changed + $3, cursor_lead_id = $4,
         total = greatest(total, done + $2)
     WHERE id = $1`,
    [id, batch.scored, batch.changed, batch.lastLeadId],
  );
}

/** A failed job's error is cut to what the column holds. */
const ERROR_MAX = 2000;

/**
 * The run's job failed for good: `failed` with why and when. Only a run still waiting or going
 * fails; one finished or superseded meanwhile keeps its status.
 */
export async function failScoringRun(q: Queryable, id: string, error: string): Promise<void> {
  await q.query(
    `UPDATE scoring_runs SET status = 'failed', error = $2, finished_at = now()
     WHERE id = $1 AND status IN ('queued', 'running')`,
    [id, error.slice(0, ERROR_MAX)],
  );
}

/**
 * Runs whose `leads.rescore` job the queue has ended `failed` (retries exhausted) while the run
 * still waits or goes: a process that died during the last attempt could not say so itself.
 * Marks them failed with the queue's error; answers how many. `jobSchema` is the job queue's
 * (JOB_SCHEMA), never a request's.
 */
export async function failRunsOfFailedJobs(q: Queryable, jobSchema: string): Promise<number> {
  const rows = await q.query(
    `UPDATE scoring_runs AS run
     SET status = 'failed', finished_at = now(),
         error = left(coalesce(job.output ->> 'message', job.output -> 'value' ->> 'message',
                               'The re-scoring job failed'), ${ERROR_MAX})
     FROM job_keys AS k
     JOIN ${jobSchema}.job AS job ON job.id = k.job_id AND job.name = 'leads.rescore'
     WHERE run.status IN ('queued', 'running') AND k.key = 'rescore:' || run.id
       AND job.state = 'failed'
     RETURNING run.id`,
  );
  return rows.length;
}

export async function finishScoringRun(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE scoring_runs SET status = 'done', finished_at = now(), total = done WHERE id = $1`,
    [id],
  );
}

/**
 * The lead fields scoring reads, the stored score, and the lead's last activity (ISO 8601: the
 * later of its last update and last status change), from which decaying criteria fade.
 */
export type ScoredLeadFacts = Pick<
  LeadRow,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'source'
  | 'project_type'
  | 'budget'
  | 'timeline'
  | 'company'
  | 'company_size'
  | 'notes'
  | 'utm_campaign'
  | 'score'
> & { pages_viewed: number; last_activity: string };

/** `leads` as `lead`: what `ScoredLeadFacts` reads. */
export const leadFactColumns = `lead.id, lead.name, lead.email, lead.phone, lead.source,
  lead.project_type, lead.budget, lead.timeline, lead.company, lead.company_size, lead.notes,
  lead.utm_campaign, lead.score, lead.pages_viewed,
  greatest(lead.updated_at,
    (SELECT max(changed_at) FROM lead_status_history WHERE lead_id = lead.id)) AS last_activity`;

/** The next `limit` leads after `afterId` in id order, locked against a concurrent update. */
export function leadsAfter(
  tx: Queryable,
  afterId: string | null,
  limit: number,
): Promise<ScoredLeadFacts[]> {
  return tx.query<ScoredLeadFacts>(
    `SELECT ${leadFactColumns} FROM leads AS lead
     WHERE $1::uuid IS NULL OR lead.id > $1::uuid
     ORDER BY lead.id LIMIT $2 FOR UPDATE OF lead`,
    [afterId, limit],
  );
}

export interface ScoreChange {
  leadId: string;
  oldScore: number;
  newScore: number;
}

/**
 * Writes the new scores and keeps each old one in `lead_score_history`. `updated_at` stays: a
 * re-scoring is not an edit of the lead.
 */
export async function writeScores(
  tx: Queryable,
  runId: string | null,
  changes: readonly ScoreChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.leadId);
  const oldScores = changes.map((change) => change.oldScore);
  const newScores = changes.map((change) => change.newScore);
  await tx.query(
    `UPDATE leads SET score = change.new_score
     FROM unnest($1::uuid[], $2::int[]) AS change (lead_id, new_score)
     WHERE leads.id = change.lead_id`,
    [ids, newScores],
  );
  await tx.query(
    `INSERT INTO lead_score_history (lead_id, old_score, new_score, run_id)
     SELECT change.lead_id, change.old_score, change.new_score, $4
     FROM unnest($1::uuid[], $2::int[], $3::int[]) AS change (lead_id, old_score, new_score)`,
    [ids, oldScores, newScores, runId],
  );
}

export interface ScoreHistoryEntry {
  old_score: number;
  new_score: number;
  run_id: string | null;
  changed_at: string;
}

/** A lead's score changes, oldest first. */
export function listScoreHistory(q: Queryable, leadId: string): Promise<ScoreHistoryEntry[]> {
  return q.query<ScoreHistoryEntry>(
    `SELECT old_score, new_score, run_id, changed_at FROM lead_score_history
     WHERE lead_id = $1 ORDER BY changed_at, id`,
    [leadId],
  );
}

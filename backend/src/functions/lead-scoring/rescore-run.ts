import type { Database } from '../../db/database.ts';
import {
  finishScoringRun,
  leadsAfter,
  lockScoringRun,
  recordBatch,
  type ScoreChange,
  startScoringRun,
  writeScores,
} from '../../db/scoring-runs.ts';
import { scoreLead } from '../lead-management/scoring.ts';
import { loadScoringCriteria } from '../lead-management/scoring-criteria.ts';

/** Leads scored per transaction: short locks on the leads, progress visible as it goes. */
export const RESCORE_BATCH_SIZE = 200;

export type RescoreOutcome = 'done' | 'superseded' | 'failed' | 'missing';

/**
 * Re-scores every lead for run `runId` (the `leads.rescore` job; tests call it directly). Each
 * batch is one transaction that locks the run first: a save that supersedes the run waits for
 * the batch in progress, and the next batch sees the run superseded and stops. Each batch reads
 * the criteria anew, so no batch scores with criteria older than the run. A retried job resumes
 * after the last committed batch. Decaying criteria fade as of `now()` at each batch (tests give
 * their own clock).
 */
export async function runRescore(
  db: Database,
  runId: string,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<RescoreOutcome> {
  const batchSize = options.batchSize ?? RESCORE_BATCH_SIZE;
  const now = options.now ?? (() => new Date());
  await db.transaction((tx) => startScoringRun(tx, runId));
  for (;;) {
    const outcome = await db.transaction(async (tx): Promise<RescoreOutcome | null> => {
      const run = await lockScoringRun(tx, runId);
      if (!run) return 'missing';
      if (run.status !== 'running') {
        return run.status === 'done' || run.status === 'failed' ? run.status : 'superseded';
      }
      const leads = await leadsAfter(tx, run.cursor_lead_id, batchSize);
      const last = leads.at(-1);
      if (!last) {
        await finishScoringRun(tx, runId);
        return 'done';
      }
      const criteria = await loadScoringCriteria(tx);
      const at = now();
      const changes: ScoreChange[] = [];
      for (const lead of leads) {
        const { score } = scoreLead(lead, criteria, { now: at, lastActivity: lead.last_activity });
        if (score !== lead.score) {
          changes.push({ leadId: lead.id, oldScore: lead.score, newScore: score });
        }
      }
      await writeScores(tx, runId, changes);
      await recordBatch(tx, runId, {
        scored: leads.length,
        changed: changes.length,
        lastLeadId: last.id,
      });
      return null;
    });
    if (outcome) return outcome;
  }
}

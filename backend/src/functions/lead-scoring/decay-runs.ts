import type { ScoringRun } from '@atelier/shared/contract';
import type { Database } from '../../db/database.ts';
import { lockScoringCriteria } from '../../db/scoring-criteria.ts';
import { insertScoringRun, isDecayRunDue, toRun } from '../../db/scoring-runs.ts';

/**
 * Stored scores only change when a run re-scores them, so while a criterion decays one run a
 * day (UTC) is started for nobody in particular; the relay sends its job like a save's. Under
 * the criteria lock a save takes, so two processes (or a save) never start two runs.
 */
export async function startDecayRun(db: Database): Promise<ScoringRun | null> {
  return await db.transaction(async (tx) => {
    await lockScoringCriteria(tx);
    if (!(await isDecayRunDue(tx))) return null;
    return toRun(await insertScoringRun(tx, null));
  });
}

import { leadScoring } from '@atelier/shared/actions';
import { withPointScales } from '@atelier/shared/records';
import {
  listScoringCriteria,
  lockScoringCriteria,
  replaceScoringCriteria,
} from '../../db/scoring-criteria.ts';
import { insertScoringRun, supersedeCurrentRun, toRun } from '../../db/scoring-runs.ts';
import { loadStoredCriteria } from '../lead-management/scoring-criteria.ts';
import { implement } from '../registry.ts';

/**
 * Replaces the whole set (edits, additions, removals, disabling; the order of the list is the
 * position) and starts a re-scoring run in the same transaction: the run that was waiting or
 * going is superseded, and the new one is handed to the job queue by the relay
 * (rescore-service.ts). The set rules (weights of active criteria total 100, unique keys, one
 * active at least) are the contract's schema: a set that breaks them is a 400 and changes nothing.
 */
export const saveCriteria = implement(leadScoring.actions.save_criteria, {
  handler: async ({ criteria }, { db, caller }) => {
    return await db.transaction(async (tx) => {
      await lockScoringCriteria(tx);
      // A weight changed without its scale keeps its conditions' shares (docs/leads.md).
      // Read as rows: a save may replace criteria a bug left unreadable.
      await replaceScoringCriteria(tx, withPointScales(criteria, await listScoringCriteria(tx)));
      await supersedeCurrentRun(tx);
      const run = await insertScoringRun(tx, caller.userId);
      return { criteria: await loadStoredCriteria(tx), run: toRun(run) };
    });
  },
});

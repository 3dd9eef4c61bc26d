import { leadScoring } from '@atelier/shared/actions';
import { latestScoringRun, toRun } from '../../db/scoring-runs.ts';
import { loadStoredCriteria } from '../lead-management/scoring-criteria.ts';
import { implement } from '../registry.ts';

/** Every criterion in order, active or not, and the latest re-scoring run (null before any). */
export const getCriteria = implement(leadScoring.actions.get_criteria, {
  handler: async (_input, { db }) => {
    const criteria = await loadStoredCriteria(db);
    const run = await latestScoringRun(db);
    return { criteria, run: run ? toRun(run) : null };
  },
});

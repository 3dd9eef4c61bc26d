import { leadScoring } from '@atelier/shared/actions';
import { latestScoringRun, toRun } from '../../db/scoring-runs.ts';
import { implement } from '../registry.ts';

/** The latest re-scoring run, for the progress the editor polls while it goes (null before any). */
export const getRescoreStatus = implement(leadScoring.actions.get_rescore_status, {
  handler: async (_input, { db }) => {
    const run = await latestScoringRun(db);
    return { run: run ? toRun(run) : null };
  },
});

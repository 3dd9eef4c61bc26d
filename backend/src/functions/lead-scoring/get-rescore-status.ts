import { scoringRunAnswer } from '@atelier/shared/contract';
import { latestScoringRun, toRun } from '../../db/scoring-runs.ts';
import { defineAction } from '../registry.ts';

/** The latest re-scoring run, for the progress the editor polls while it goes (null before any). */
export const getRescoreStatus = defineAction({
  access: 'admin',
  output: scoringRunAnswer,
  handler: async (_input, { db }) => {
    const run = await latestScoringRun(db);
    return { run: run ? toRun(run) : null };
  },
});

import {
  getScoredLeadsInput,
  previewRescoreInput,
  rescorePreviewSchema,
  saveCriteriaInput,
  scoredLeadPageSchema,
  scoringAnalyticsAnswer,
  scoringCriteriaAnswer,
  scoringRunAnswer,
} from '../lead-scoring';
import { defineActions } from './define';

/** `POST /functions/v1/lead-scoring`: docs/automation.md#lead-scoring. */
export const leadScoring = defineActions('lead-scoring', {
  get_criteria: { access: 'admin', output: scoringCriteriaAnswer },
  /** Replaces the whole set and starts a re-scoring run. */
  save_criteria: { access: 'admin', input: saveCriteriaInput, output: scoringCriteriaAnswer },
  preview_rescore: { access: 'admin', input: previewRescoreInput, output: rescorePreviewSchema },
  /** The latest re-scoring run (null before any), polled while it goes. */
  get_rescore_status: { access: 'admin', output: scoringRunAnswer },
  get_scored_leads: { access: 'admin', input: getScoredLeadsInput, output: scoredLeadPageSchema },
  get_analytics: { access: 'admin', output: scoringAnalyticsAnswer },
});

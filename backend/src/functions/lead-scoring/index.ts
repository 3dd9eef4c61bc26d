import { leadScoring as leadScoringActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getAnalytics } from './get-analytics.ts';
import { getCriteria } from './get-criteria.ts';
import { getRescoreStatus } from './get-rescore-status.ts';
import { getScoredLeads } from './get-scored-leads.ts';
import { previewRescore } from './preview-rescore.ts';
import { saveCriteria } from './save-criteria.ts';

/** `POST /functions/v1/lead-scoring`; the contract is in docs/automation.md#lead-scoring. */
export const leadScoring = defineFunction(leadScoringActions, {
  get_criteria: getCriteria,
  save_criteria: saveCriteria,
  preview_rescore: previewRescore,
  get_rescore_status: getRescoreStatus,
  get_scored_leads: getScoredLeads,
  get_analytics: getAnalytics,
});

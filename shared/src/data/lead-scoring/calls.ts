import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type { ScoredLeadQuery, ScoringCriterion } from '../../contract/lead-scoring';

/** The function behind the Lead Scoring tab; its contract is docs/automation.md#lead-scoring. */
export const LEAD_SCORING_FUNCTION = 'lead-scoring' as const;

const call = actionCaller(LEAD_SCORING_FUNCTION);

/** The criteria in order, and the latest re-scoring run (null before the first save). */
export const getScoringCriteria = (options?: CallOptions) => call('get_criteria', {}, options);

/** Stores the whole set as given (order = position) and starts a re-scoring run. */
export const saveScoringCriteria = (criteria: ScoringCriterion[], options?: CallOptions) =>
  call('save_criteria', { criteria }, options);

/** What saving this set would do to the grades; saves nothing. */
export const previewRescore = (criteria: ScoringCriterion[], options?: CallOptions) =>
  call('preview_rescore', { criteria }, options);

export const getRescoreStatus = (options?: CallOptions) => call('get_rescore_status', {}, options);

export const getScoredLeads = (query: ScoredLeadQuery = {}, options?: CallOptions) =>
  call('get_scored_leads', query, options);

export const getScoringAnalytics = (options?: CallOptions) => call('get_analytics', {}, options);

/**
 * Registers the built-in answers of the reads and the preview over the demo leads, downloaded
 * only when one of the calls falls back to them: neither the sample criteria nor Zod weigh on
 * pages that do not score leads, and no call waits for them.
 */
export function registerLeadScoringDemo(): void {
  registerDemoLoader(LEAD_SCORING_FUNCTION, async () => {
    const { registerLeadScoringDemoHandlers } = await import('./demo');
    registerLeadScoringDemoHandlers();
  });
}

import { type ActionName, type CallOptions, callAction, type InputOf } from '@atelier/shared';
import type { ScoredLeadQuery, ScoringCriterion } from '../contract/lead-scoring';

/** The function behind the Lead Scoring tab; its contract is docs/automation.md#lead-scoring. */
export const LEAD_SCORING_FUNCTION = 'lead-scoring' as const;

export const LEAD_SCORING_ACTIONS = [
  'get_criteria',
  'save_criteria',
  'preview_rescore',
  'get_rescore_status',
  'get_scored_leads',
  'get_analytics',
] as const satisfies readonly LeadScoringAction[];
export type LeadScoringAction = ActionName<typeof LEAD_SCORING_FUNCTION>;

const call = <A extends LeadScoringAction>(
  action: A,
  payload: InputOf<typeof LEAD_SCORING_FUNCTION, A>,
  options?: CallOptions,
) => callAction(LEAD_SCORING_FUNCTION, action, payload, options);

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
 * Registers the built-in answers of the reads and the preview over the demo leads. Loaded on
 * demand, so neither the sample criteria nor Zod weigh on pages that do not score leads.
 */
export async function registerLeadScoringDemo(): Promise<void> {
  const { registerLeadScoringDemoHandlers } = await import('../demo/demo-lead-scoring-tab');
  registerLeadScoringDemoHandlers();
}

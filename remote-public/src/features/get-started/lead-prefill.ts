import { ESTIMATE_PACES, type EstimatePace } from '@atelier/shared';
import { budgetFloorContaining, isBudgetFloor } from '../../common/budget-ranges';
import { parseRangeParam, START_TIMELINES, startForPace } from '../estimator/estimate-query';
import type { Range } from '../estimator/pricing';
import { EMPTY_LEAD, LEAD_PROJECT_TYPES, type LeadFormValues } from './lead-form-schema';

/** The estimate the visitor saw in the estimator: its price and duration, and its pace. */
export type CarriedEstimate = { price: Range; weeks: Range; pace: EstimatePace };

/**
 * Form values carried in the URL (from the estimator or a service's "Talk to us" link).
 * Only values the form offers are taken, so a hand-edited link cannot preselect nonsense.
 * From the estimator, the budget and the start are the estimate's own, whatever an older link
 * says: the one range that holds the whole estimate (none when it spans two: the visitor
 * chooses), and the start its pace says (`START_FOR_PACE`; none for most paces).
 */
export function prefilledLead(params: URLSearchParams): LeadFormValues {
  const projectType = params.get('projectType') ?? '';
  const estimate = carriedEstimate(params);
  const budget = estimate
    ? String(budgetFloorContaining(estimate.price) ?? '')
    : (params.get('budget') ?? '');
  const start = estimate ? (startForPace(estimate.pace) ?? '') : (params.get('start') ?? '');
  return {
    ...EMPTY_LEAD,
    projectType: (LEAD_PROJECT_TYPES as readonly string[]).includes(projectType) ? projectType : '',
    budget: budget !== '' && isBudgetFloor(Number(budget)) ? budget : '',
    timeline: (START_TIMELINES as readonly string[]).includes(start) ? start : '',
  };
}

/** The estimate the visitor saw, when they came from the estimator (`timeline` is its pace). */
export function carriedEstimate(params: URLSearchParams): CarriedEstimate | null {
  if (params.get('from') !== 'estimator') return null;
  const price = parseRangeParam(params.get('estimate'));
  const weeks = parseRangeParam(params.get('weeks'));
  const pace = ESTIMATE_PACES.find((each) => each === params.get('timeline'));
  return price && weeks && pace ? { price, weeks, pace } : null;
}

/** The lead's copy of the estimate: exactly the range and the pace the form showed. */
export function estimateFields(estimate: CarriedEstimate | null) {
  if (!estimate) return {};
  return {
    estimate_low: estimate.price.min,
    estimate_high: estimate.price.max,
    estimate_pace: estimate.pace,
  };
}

import { isBudgetFloor } from '../../common/budget-ranges';
import { parseRangeParam, START_TIMELINES } from '../estimator/estimate-query';
import type { Range } from '../estimator/pricing';
import { EMPTY_LEAD, LEAD_PROJECT_TYPES, type LeadFormValues } from './lead-form-schema';

/**
 * Form values carried in the URL (from the estimator or a service's "Talk to us" link).
 * Only values the form offers are taken, so a hand-edited link cannot preselect nonsense.
 */
export function prefilledLead(params: URLSearchParams): LeadFormValues {
  const projectType = params.get('projectType') ?? '';
  const budget = params.get('budget') ?? '';
  const start = params.get('start') ?? '';
  return {
    ...EMPTY_LEAD,
    projectType: (LEAD_PROJECT_TYPES as readonly string[]).includes(projectType) ? projectType : '',
    budget: budget !== '' && isBudgetFloor(Number(budget)) ? budget : '',
    timeline: (START_TIMELINES as readonly string[]).includes(start) ? start : '',
  };
}

/** The estimate the visitor saw, when they came from the estimator. */
export function carriedEstimate(params: URLSearchParams): { price: Range; weeks: Range } | null {
  if (params.get('from') !== 'estimator') return null;
  const price = parseRangeParam(params.get('estimate'));
  const weeks = parseRangeParam(params.get('weeks'));
  return price && weeks ? { price, weeks } : null;
}

import { LEAD_TIMELINES, START_FOR_PACE } from '@atelier/shared';
import { budgetFloorContaining } from '../../common/budget-ranges';
import {
  DEFAULT_INPUT,
  DESIGN_LEVELS,
  type Estimate,
  type EstimateInput,
  FEATURES,
  PROJECT_TYPES,
  type Range,
  SIZES,
  TIMELINES,
  type Timeline,
} from './pricing';

/**
 * The estimator keeps its choices in the URL, so an estimate can be shared, bookmarked and
 * reached from the services page (`/estimator?projectType=ecommerce`). Anything unknown in
 * the query falls back to the default choice rather than breaking the page.
 */
function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

export function parseEstimateInput(params: URLSearchParams): EstimateInput {
  // `features=a,b` (a shared link), or one `features` per box ticked (the form sent as is).
  const listed = params.getAll('features').flatMap((value) => value.split(','));
  return {
    projectType: pick(PROJECT_TYPES, params.get('projectType'), DEFAULT_INPUT.projectType),
    size: pick(SIZES, params.get('size'), DEFAULT_INPUT.size),
    features: FEATURES.filter((feature) => listed.includes(feature)),
    design: pick(DESIGN_LEVELS, params.get('design'), DEFAULT_INPUT.design),
    timeline: pick(TIMELINES, params.get('timeline'), DEFAULT_INPUT.timeline),
  };
}

export function estimateParams(input: EstimateInput): URLSearchParams {
  const params = new URLSearchParams({
    projectType: input.projectType,
    size: input.size,
    design: input.design,
    timeline: input.timeline,
  });
  if (input.features.length > 0) params.set('features', input.features.join(','));
  return params;
}

/** How soon a visitor wants to start, as the get-started form asks it (the lead's choices). */
export const START_TIMELINES = LEAD_TIMELINES;
export type StartTimeline = (typeof START_TIMELINES)[number];

/** What a pace says of the start (`START_FOR_PACE`, the one place): null, the visitor says. */
export const startForPace = (pace: Timeline): StartTimeline | null => START_FOR_PACE[pace];

export const formatRangeParam = (range: Range) => `${range.min}-${range.max}`;

export function parseRangeParam(value: string | null): Range | null {
  const match = /^(\d{1,7})-(\d{1,7})$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/**
 * The query that carries an estimate to the get-started form: the estimator's own choices
 * (to describe the project; `timeline` is its pace), the figures exactly as shown, and the
 * form's prefills — `budget` only when one range holds the whole estimate, `start` only when
 * the pace says it.
 */
export function getStartedParams(input: EstimateInput, estimate: Estimate): URLSearchParams {
  const params = estimateParams(input);
  const start = startForPace(input.timeline);
  if (start) params.set('start', start);
  const budget = budgetFloorContaining(estimate.price);
  if (budget !== null) params.set('budget', String(budget));
  params.set('estimate', formatRangeParam(estimate.price));
  params.set('weeks', formatRangeParam(estimate.weeks));
  params.set('from', 'estimator');
  return params;
}

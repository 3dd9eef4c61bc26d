import { LEAD_PROJECT_TYPES, type LeadProjectType } from '@atelier/shared';

/**
 * The estimator's pricing rules, in US dollars and weeks. Pure: the page, the services page
 * ("from $X") and the tests all read the same numbers, so they can never disagree.
 * Base ranges follow the agency's sample template prices (spec §9): a landing page is
 * $1,500–$3,000 and a mobile app $20,000–$35,000 before any option is added.
 */

/** Every project type a lead may name except `other`, which has no price. */
export type ProjectType = Exclude<LeadProjectType, 'other'>;
export const PROJECT_TYPES = LEAD_PROJECT_TYPES.filter(
  (type): type is ProjectType => type !== 'other',
);

export const SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export type ProjectSize = (typeof SIZES)[number];

export const FEATURES = [
  'cms',
  'ecommerce',
  'auth',
  'integrations',
  'i18n',
  'seo',
  'analytics',
] as const;
export type Feature = (typeof FEATURES)[number];

export const DESIGN_LEVELS = ['standard', 'custom', 'premium'] as const;
export type DesignLevel = (typeof DESIGN_LEVELS)[number];

export const TIMELINES = ['standard', 'fast', 'rush'] as const;
export type Timeline = (typeof TIMELINES)[number];

export type Range = { min: number; max: number };

export type EstimateInput = {
  projectType: ProjectType;
  size: ProjectSize;
  features: readonly Feature[];
  design: DesignLevel;
  timeline: Timeline;
};

export type Estimate = { price: Range; weeks: Range };

type ProjectBase = { price: Range; weeks: Range; included: readonly Feature[] };

export const PROJECT_BASES: Record<ProjectType, ProjectBase> = {
  landing: { price: { min: 1500, max: 3000 }, weeks: { min: 1, max: 2 }, included: [] },
  corporate: { price: { min: 5000, max: 10000 }, weeks: { min: 4, max: 6 }, included: ['cms'] },
  ecommerce: {
    price: { min: 8000, max: 15000 },
    weeks: { min: 6, max: 10 },
    included: ['cms', 'ecommerce'],
  },
  saas: { price: { min: 15000, max: 30000 }, weeks: { min: 10, max: 16 }, included: ['auth'] },
  mobile: { price: { min: 20000, max: 35000 }, weeks: { min: 12, max: 20 }, included: [] },
  redesign: { price: { min: 4000, max: 8000 }, weeks: { min: 3, max: 6 }, included: [] },
  marketing: {
    price: { min: 2000, max: 5000 },
    weeks: { min: 3, max: 6 },
    included: ['seo', 'analytics'],
  },
};

/** Pages for a website, screens for an app: more of them costs more, but not linearly. */
const SIZE_FACTORS: Record<ProjectSize, { price: number; weeks: number }> = {
  small: { price: 1, weeks: 1 },
  medium: { price: 1.35, weeks: 1.25 },
  large: { price: 1.8, weeks: 1.6 },
  xlarge: { price: 2.5, weeks: 2.1 },
};

/** Features are flat additions: their cost barely depends on the number of pages. */
const FEATURE_COSTS: Record<Feature, { price: Range; weeks: number }> = {
  cms: { price: { min: 1000, max: 2000 }, weeks: 1 },
  ecommerce: { price: { min: 3000, max: 6000 }, weeks: 2 },
  auth: { price: { min: 2000, max: 4000 }, weeks: 1.5 },
  integrations: { price: { min: 1500, max: 3500 }, weeks: 1 },
  i18n: { price: { min: 1000, max: 2500 }, weeks: 1 },
  seo: { price: { min: 800, max: 1500 }, weeks: 0.5 },
  analytics: { price: { min: 500, max: 1200 }, weeks: 0.5 },
};

const DESIGN_FACTORS: Record<DesignLevel, { price: number; weeks: number }> = {
  standard: { price: 1, weeks: 1 },
  custom: { price: 1.2, weeks: 1.15 },
  premium: { price: 1.45, weeks: 1.3 },
};

/** A faster delivery needs more people in parallel: shorter, but dearer. */
const TIMELINE_FACTORS: Record<Timeline, { price: number; weeks: number }> = {
  standard: { price: 1, weeks: 1 },
  fast: { price: 1.15, weeks: 0.8 },
  rush: { price: 1.3, weeks: 0.65 },
};

export const DEFAULT_INPUT: EstimateInput = {
  projectType: 'corporate',
  size: 'small',
  features: [],
  design: 'standard',
  timeline: 'standard',
};

export function isIncluded(projectType: ProjectType, feature: Feature): boolean {
  return PROJECT_BASES[projectType].included.includes(feature);
}

/** Features that cost extra for this project type (chosen, not already included, no repeats). */
export function billableFeatures(input: EstimateInput): Feature[] {
  return FEATURES.filter(
    (feature) => input.features.includes(feature) && !isIncluded(input.projectType, feature),
  );
}

const roundToHundred = (value: number) => Math.round(value / 100) * 100;

export function estimateProject(input: EstimateInput): Estimate {
  const base = PROJECT_BASES[input.projectType];
  const size = SIZE_FACTORS[input.size];
  const design = DESIGN_FACTORS[input.design];
  const timeline = TIMELINE_FACTORS[input.timeline];
  const extras = billableFeatures(input).map((feature) => FEATURE_COSTS[feature]);

  const sum = (pick: (cost: (typeof extras)[number]) => number) =>
    extras.reduce((total, cost) => total + pick(cost), 0);
  const priceFactor = design.price * timeline.price;
  const weeksFactor = design.weeks * timeline.weeks;

  const minPrice = roundToHundred(
    (base.price.min * size.price + sum((c) => c.price.min)) * priceFactor,
  );
  const maxPrice = roundToHundred(
    (base.price.max * size.price + sum((c) => c.price.max)) * priceFactor,
  );
  const extraWeeks = sum((c) => c.weeks);
  const minWeeks = Math.max(
    1,
    Math.round((base.weeks.min * size.weeks + extraWeeks) * weeksFactor),
  );
  const maxWeeks = Math.max(
    minWeeks,
    Math.ceil((base.weeks.max * size.weeks + extraWeeks) * weeksFactor),
  );

  return { price: { min: minPrice, max: maxPrice }, weeks: { min: minWeeks, max: maxWeeks } };
}

/** The "from $X" of a project type: its price with no option added. */
export function startingPrice(projectType: ProjectType): number {
  return PROJECT_BASES[projectType].price.min;
}

import { LEAD_PROJECT_TYPES, type LeadProjectType } from '@atelier/shared';
import { type ContentPrices, getPrices, SEED_PRICES } from '../../content/prices';

/**
 * The estimator's pricing rules, in US dollars and weeks. The base prices and the options'
 * prices are content (published with the estimator page, seeded from seed-prices.json); the
 * factors are rules. The page, the services page ("from $X") and the tests all read the same
 * numbers, so they can never disagree.
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

/** What each project type includes at no extra cost (the prices are content: content/prices.ts). */
const INCLUDED: Record<ProjectType, readonly Feature[]> = {
  landing: [],
  corporate: ['cms'],
  ecommerce: ['cms', 'ecommerce'],
  saas: ['auth'],
  mobile: [],
  redesign: [],
  marketing: ['seo', 'analytics'],
};

/** A project type's base price and duration in `prices` (the published ones by default). */
export function projectBase(
  projectType: ProjectType,
  prices: ContentPrices = getPrices(),
): ProjectBase {
  const base = prices.projects[projectType] ?? SEED_PRICES.projects[projectType];
  if (!base) throw new Error(`No price for the project type ${projectType}`);
  return { price: base.price, weeks: base.weeks, included: INCLUDED[projectType] };
}

/** Pages for a website, screens for an app: more of them costs more, but not linearly. */
const SIZE_FACTORS: Record<ProjectSize, { price: number; weeks: number }> = {
  small: { price: 1, weeks: 1 },
  medium: { price: 1.35, weeks: 1.25 },
  large: { price: 1.8, weeks: 1.6 },
  xlarge: { price: 2.5, weeks: 2.1 },
};

/** Features are flat additions: their cost barely depends on the number of pages. */
const FEATURE_WEEKS: Record<Feature, number> = {
  cms: 1,
  ecommerce: 2,
  auth: 1.5,
  integrations: 1,
  i18n: 1,
  seo: 0.5,
  analytics: 0.5,
};

function featureCost(feature: Feature, prices: ContentPrices): { price: Range; weeks: number } {
  const price = prices.features[feature] ?? SEED_PRICES.features[feature] ?? { min: 0, max: 0 };
  return { price, weeks: FEATURE_WEEKS[feature] };
}

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
  return INCLUDED[projectType].includes(feature);
}

/** Features that cost extra for this project type (chosen, not already included, no repeats). */
export function billableFeatures(input: EstimateInput): Feature[] {
  return FEATURES.filter(
    (feature) => input.features.includes(feature) && !isIncluded(input.projectType, feature),
  );
}

const roundToHundred = (value: number) => Math.round(value / 100) * 100;

export function estimateProject(
  input: EstimateInput,
  prices: ContentPrices = getPrices(),
): Estimate {
  const base = projectBase(input.projectType, prices);
  const size = SIZE_FACTORS[input.size];
  const design = DESIGN_FACTORS[input.design];
  const timeline = TIMELINE_FACTORS[input.timeline];
  const extras = billableFeatures(input).map((feature) => featureCost(feature, prices));

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
export function startingPrice(
  projectType: ProjectType,
  prices: ContentPrices = getPrices(),
): number {
  return projectBase(projectType, prices).price.min;
}

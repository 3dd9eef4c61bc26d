import { describe, expect, it } from 'vitest';
import {
  DESIGN_LEVELS,
  type EstimateInput,
  estimateProject,
  FEATURES,
  PROJECT_TYPES,
  SIZES,
  startingPrice,
  TIMELINES,
} from './pricing';

const basic = (overrides: Partial<EstimateInput> = {}): EstimateInput => ({
  projectType: 'landing',
  size: 'small',
  features: [],
  design: 'standard',
  timeline: 'standard',
  ...overrides,
});

describe('estimateProject', () => {
  it('prices a basic landing page at the sample $1,500–$3,000', () => {
    expect(estimateProject(basic()).price).toEqual({ min: 1500, max: 3000 });
  });

  it('prices a basic mobile app at the sample $20,000–$35,000', () => {
    expect(estimateProject(basic({ projectType: 'mobile' })).price).toEqual({
      min: 20000,
      max: 35000,
    });
  });

  it('adds the cost of a chosen feature to both bounds and lengthens the project', () => {
    const without = estimateProject(basic({ projectType: 'corporate' }));
    const withI18n = estimateProject(basic({ projectType: 'corporate', features: ['i18n'] }));
    expect(withI18n.price.min).toBe(without.price.min + 1000);
    expect(withI18n.price.max).toBe(without.price.max + 2500);
    expect(withI18n.weeks.max).toBeGreaterThan(without.weeks.max);
  });

  it('charges nothing for a feature the project type already includes', () => {
    const shop = estimateProject(basic({ projectType: 'ecommerce' }));
    const shopWithCart = estimateProject(
      basic({ projectType: 'ecommerce', features: ['ecommerce', 'cms'] }),
    );
    expect(shopWithCart).toEqual(shop);
  });

  it('counts a feature listed twice only once', () => {
    expect(estimateProject(basic({ features: ['seo', 'seo'] }))).toEqual(
      estimateProject(basic({ features: ['seo'] })),
    );
  });

  it('makes a rush delivery shorter and dearer than a standard one', () => {
    const standard = estimateProject(basic({ projectType: 'saas' }));
    const rush = estimateProject(basic({ projectType: 'saas', timeline: 'rush' }));
    expect(rush.price.min).toBeGreaterThan(standard.price.min);
    expect(rush.weeks.max).toBeLessThan(standard.weeks.max);
  });

  it('never lowers the price when the project grows or the design goes further', () => {
    for (const projectType of PROJECT_TYPES) {
      const prices = SIZES.map((size) => estimateProject(basic({ projectType, size })).price.min);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const designs = DESIGN_LEVELS.map(
        (design) => estimateProject(basic({ projectType, design })).price.max,
      );
      expect(designs).toEqual([...designs].sort((a, b) => a - b));
    }
  });

  it('gives ordered ranges rounded to $100 and at least one week for every combination', () => {
    for (const projectType of PROJECT_TYPES) {
      for (const size of SIZES) {
        for (const design of DESIGN_LEVELS) {
          for (const timeline of TIMELINES) {
            for (const features of [[], FEATURES]) {
              const { price, weeks } = estimateProject({
                projectType,
                size,
                design,
                timeline,
                features,
              });
              expect(price.min).toBeLessThanOrEqual(price.max);
              expect(price.min % 100).toBe(0);
              expect(price.max % 100).toBe(0);
              expect(weeks.min).toBeGreaterThanOrEqual(1);
              expect(weeks.min).toBeLessThanOrEqual(weeks.max);
            }
          }
        }
      }
    }
  });
});

describe('startingPrice', () => {
  it('is the lower bound of the basic estimate', () => {
    for (const projectType of PROJECT_TYPES) {
      expect(startingPrice(projectType)).toBe(estimateProject(basic({ projectType })).price.min);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  estimateParams,
  getStartedParams,
  parseEstimateInput,
  parseRangeParam,
} from './estimate-query';
import { DEFAULT_INPUT, type EstimateInput, estimateProject } from './pricing';

const input: EstimateInput = {
  projectType: 'ecommerce',
  size: 'medium',
  features: ['i18n', 'integrations'],
  design: 'custom',
  timeline: 'rush',
};

describe('estimator query', () => {
  it('reads back the choices it wrote', () => {
    expect(parseEstimateInput(estimateParams(input))).toEqual({
      ...input,
      features: ['integrations', 'i18n'],
    });
  });

  it('falls back to the defaults for unknown or missing values', () => {
    const parsed = parseEstimateInput(
      new URLSearchParams('projectType=spaceship&size=huge&features=cms,teleport'),
    );
    expect(parsed).toEqual({ ...DEFAULT_INPUT, features: ['cms'] });
  });

  it('reads the features as the estimator form sends them without script: one per box', () => {
    const sent = new URLSearchParams(
      'projectType=corporate&size=large&features=i18n&features=seo,auth&features=nope&lng=fr',
    );
    expect(parseEstimateInput(sent).features).toEqual(['auth', 'i18n', 'seo']);
  });

  it('accepts a project type alone, as the services page links to it', () => {
    expect(parseEstimateInput(new URLSearchParams('projectType=mobile')).projectType).toBe(
      'mobile',
    );
  });
});

describe('getStartedParams', () => {
  it('carries the project type, the pace, the estimate and its origin', () => {
    const estimate = estimateProject(input);
    const params = getStartedParams(input, estimate);
    expect(params.get('projectType')).toBe('ecommerce');
    expect(params.get('from')).toBe('estimator');
    expect(params.get('start')).toBe('asap');
    expect(parseEstimateInput(params).timeline).toBe('rush');
    expect(params.get('estimate')).toBe(`${estimate.price.min}-${estimate.price.max}`);
    // A budget range only when one holds the whole estimate.
    const budget = params.get('budget');
    if (budget !== null) expect(Number(budget)).toBeLessThanOrEqual(estimate.price.min);
  });
});

describe('parseRangeParam', () => {
  it('parses "min-max" and rejects anything else', () => {
    expect(parseRangeParam('1500-3000')).toEqual({ min: 1500, max: 3000 });
    expect(parseRangeParam('3000-1500')).toBeNull();
    expect(parseRangeParam('abc')).toBeNull();
    expect(parseRangeParam(null)).toBeNull();
  });
});

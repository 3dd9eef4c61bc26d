import { describe, expect, it } from 'vitest';
import { getStartedParams } from '../estimator/estimate-query';
import { type EstimateInput, estimateProject } from '../estimator/pricing';
import { carriedEstimate, prefilledLead } from './lead-prefill';

const input: EstimateInput = {
  projectType: 'saas',
  size: 'medium',
  features: ['integrations'],
  design: 'standard',
  timeline: 'fast',
};

describe('prefilledLead', () => {
  it('prefills project type, budget and start from an estimator link', () => {
    const estimate = estimateProject(input);
    const values = prefilledLead(getStartedParams(input, estimate));
    expect(values.projectType).toBe('saas');
    expect(values.budget).toBe('25000');
    expect(values.timeline).toBe('oneToThree');
    expect(values.name).toBe('');
  });

  it('ignores values the form does not offer', () => {
    const values = prefilledLead(new URLSearchParams('projectType=rocket&budget=7777&start=never'));
    expect(values.projectType).toBe('');
    expect(values.budget).toBe('');
    expect(values.timeline).toBe('');
  });

  it('takes a project type alone from a service link', () => {
    expect(prefilledLead(new URLSearchParams('projectType=mobile')).projectType).toBe('mobile');
  });
});

describe('carriedEstimate', () => {
  it('reads the price and duration the visitor saw in the estimator', () => {
    const estimate = estimateProject(input);
    expect(carriedEstimate(getStartedParams(input, estimate))).toEqual(estimate);
  });

  it('is absent when the visitor did not come from the estimator', () => {
    expect(carriedEstimate(new URLSearchParams('estimate=1000-2000&weeks=1-2'))).toBeNull();
  });
});

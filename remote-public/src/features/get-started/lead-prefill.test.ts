import { ESTIMATE_PACES, LEAD_TIMELINES, START_FOR_PACE } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { budgetFloorContaining } from '../../common/budget-ranges';
import { getStartedParams } from '../estimator/estimate-query';
import { type EstimateInput, estimateProject, TIMELINES } from '../estimator/pricing';
import { toLeadPayload } from './lead-form-schema';
import { carriedEstimate, estimateFields, prefilledLead } from './lead-prefill';

const input: EstimateInput = {
  projectType: 'saas',
  size: 'medium',
  features: ['integrations'],
  design: 'standard',
  timeline: 'fast',
};

/** Corporate, small, standard: $5,000–$10,000, inside one budget range. */
const withinOneRange: EstimateInput = {
  projectType: 'corporate',
  size: 'small',
  features: [],
  design: 'standard',
  timeline: 'standard',
};

describe('the pace and "When would you like to start?"', () => {
  it('has one mapping for every pace of the estimator, to a start the form offers or none', () => {
    expect([...ESTIMATE_PACES].sort()).toEqual([...TIMELINES].sort());
    for (const pace of ESTIMATE_PACES) {
      const start = START_FOR_PACE[pace];
      if (start !== null) expect(LEAD_TIMELINES).toContain(start);
    }
  });

  it('says "as soon as possible" for Rush only; Standard is never "flexible"', () => {
    expect(START_FOR_PACE).toEqual({ standard: null, fast: null, rush: 'asap' });
  });
});

describe('prefilledLead', () => {
  it('prefills the project type and the range holding the whole estimate, not a start', () => {
    const estimate = estimateProject(withinOneRange);
    expect(estimate.price).toEqual({ min: 5000, max: 10000 });
    const values = prefilledLead(getStartedParams(withinOneRange, estimate));
    expect(values.projectType).toBe('corporate');
    expect(values.budget).toBe('5000');
    expect(values.timeline).toBe('');
    expect(values.name).toBe('');
  });

  it('leaves the budget to the visitor when the estimate spans two ranges', () => {
    const estimate = estimateProject(input);
    expect(budgetFloorContaining(estimate.price)).toBeNull();
    const params = getStartedParams(input, estimate);
    expect(params.has('budget')).toBe(false);
    expect(prefilledLead(params).budget).toBe('');
  });

  it('takes the estimate over an older link that named a wrong range and start', () => {
    // The link issue 32 saw: $14,800–$28,500 with "$10,000–$25,000" and Standard as "flexible".
    const params = new URLSearchParams(
      'projectType=corporate&size=large&design=custom&timeline=standard&features=i18n' +
        '&start=flexible&budget=10000&estimate=14800-28500&weeks=8-11&from=estimator',
    );
    expect(prefilledLead(params)).toMatchObject({ budget: '', timeline: '' });
  });

  it('prefills "as soon as possible" for a Rush estimate', () => {
    const rush = { ...withinOneRange, timeline: 'rush' as const };
    expect(prefilledLead(getStartedParams(rush, estimateProject(rush))).timeline).toBe('asap');
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
  it('reads the price, the duration and the pace the visitor saw in the estimator', () => {
    const estimate = estimateProject(input);
    expect(carriedEstimate(getStartedParams(input, estimate))).toEqual({
      ...estimate,
      pace: 'fast',
    });
  });

  it('is absent when the visitor did not come from the estimator, or without a pace', () => {
    expect(carriedEstimate(new URLSearchParams('estimate=1000-2000&weeks=1-2'))).toBeNull();
    expect(
      carriedEstimate(new URLSearchParams('from=estimator&estimate=1000-2000&weeks=1-2')),
    ).toBeNull();
  });
});

describe('the lead sent from the form', () => {
  it('carries the estimate exactly: its low, its high and its pace', () => {
    const estimate = estimateProject(input);
    const carried = carriedEstimate(getStartedParams(input, estimate));
    const payload = toLeadPayload(
      { ...prefilledLead(getStartedParams(input, estimate)), name: 'Ada', email: 'ada@x.test' },
      { source: 'estimator', utm: {} },
      'fr',
      estimateFields(carried),
    );
    expect(payload).toMatchObject({
      estimate_low: estimate.price.min,
      estimate_high: estimate.price.max,
      estimate_pace: 'fast',
    });
    expect(estimateFields(null)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { checkCriterion, fromCriterionInput, toCriterionInput } from './criterion-form';

const engagement = {
  key: 'engagement',
  name: 'Engagement',
  category: 'engagement' as const,
  weight: 20,
  combine: 'sum' as const,
  is_active: true,
  conditions: [{ label: 'Left a phone number', points: 4, when: { has_phone: true } }],
};

describe('the criterion form', () => {
  it('round-trips a criterion, conditions and their tests untouched', () => {
    const input = toCriterionInput(engagement);
    expect(checkCriterion(input)).toEqual({});
    expect(fromCriterionInput('engagement', input)).toEqual({ ...engagement, decay_days: null });
  });

  it('names each field that is wrong', () => {
    const input = {
      ...toCriterionInput(engagement),
      name: ' ',
      weight: '12.5',
      decayDays: '0',
      conditions: [{ label: '', points: '101', when: {} }],
    };
    expect(checkCriterion(input)).toEqual({
      name: 'required',
      weight: 'wholeNumber',
      decayDays: 'decayDays',
      'conditions.0.label': 'required',
      'conditions.0.points': 'wholeNumber',
    });
  });

  it('keeps decay days on engagement criteria only', () => {
    const input = { ...toCriterionInput(engagement), decayDays: '30' };
    expect(fromCriterionInput('engagement', input).decay_days).toBe(30);
    const budget = { ...input, category: 'firmographic' as const };
    expect(checkCriterion(budget)).toEqual({});
    expect(fromCriterionInput('budget', budget)).not.toHaveProperty('decay_days');
  });
});

import { describe, expect, it } from 'vitest';
import {
  activeWeightProblem,
  criteriaSetSchema,
  type ScoringCriterion,
  scoringCriterionSchema,
} from './lead-scoring';

const criterion = (key: string, weight: number, isActive = true): ScoringCriterion => ({
  key,
  name: key,
  category: 'behavioral',
  weight,
  combine: 'best',
  conditions: [{ label: 'Any lead', points: weight, when: {} }],
  is_active: isActive,
});

/** The first message of each field, as the server answers them. */
function messages(criteria: unknown): Record<string, string> {
  const result = criteriaSetSchema.safeParse(criteria);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues)
    fields[issue.path.join('.') || '_root'] ??= issue.message;
  return fields;
}

describe('criteriaSetSchema', () => {
  it('takes a set whose active weights total 100, inactive ones not counted', () => {
    expect(messages([criterion('a', 60), criterion('b', 40), criterion('c', 30, false)])).toEqual(
      {},
    );
  });

  it('says the total when the active weights do not make 100', () => {
    expect(activeWeightProblem([criterion('a', 60), criterion('b', 35)])).toBe(
      'Active criteria weights must total 100 (now 95)',
    );
    expect(messages([criterion('a', 60), criterion('b', 45)])).toEqual({
      _root: 'Active criteria weights must total 100 (now 105)',
    });
  });

  it('refuses a key used twice, naming the second', () => {
    expect(messages([criterion('a', 50), criterion('a', 50)])).toEqual({
      '1.key': 'Key "a" is used by another criterion',
    });
  });

  it('wants one active criterion and one criterion at least', () => {
    expect(messages([criterion('a', 100, false)])).toEqual({
      _root: 'At least one criterion must be active',
    });
    expect(messages([])).toEqual({ _root: 'Give at least one criterion' });
  });
});

describe('scoringCriterionSchema', () => {
  it('refuses keys the table refuses and control characters in text', () => {
    const refused = (changes: Record<string, unknown>) =>
      !scoringCriterionSchema.safeParse({ ...criterion('a', 10), ...changes }).success;
    expect(refused({ key: 'Budget' })).toBe(true);
    expect(refused({ key: '1st' })).toBe(true);
    expect(refused({ name: 'Bud\u0000get' })).toBe(true);
    expect(refused({ conditions: [{ label: 'Line\nbreak', points: 1, when: {} }] })).toBe(true);
    expect(
      refused({ conditions: [{ label: 'x', points: 1, when: { source: { in: ['a\u0007'] } } }] }),
    ).toBe(true);
    expect(refused({ key: 'budget_2024' })).toBe(false);
  });
});

describe('decay_days', () => {
  const engagement = (decayDays: unknown) => ({
    ...criterion('engagement', 100),
    category: 'engagement',
    decay_days: decayDays,
  });

  it('is optional, null, or 1 to 365 whole days', () => {
    expect(messages([criterion('a', 100)])).toEqual({});
    expect(messages([engagement(null)])).toEqual({});
    expect(messages([engagement(1)])).toEqual({});
    expect(messages([engagement(365)])).toEqual({});
    expect(messages([engagement(0)])).toEqual({ '0.decay_days': 'Decay days must be at least 1' });
    expect(messages([engagement(366)])).toEqual({
      '0.decay_days': 'Decay days must be at most 365',
    });
    expect(messages([engagement(2.5)])).toEqual({
      '0.decay_days': 'Decay days must be a whole number',
    });
  });

  it('belongs to engagement criteria only', () => {
    expect(messages([{ ...criterion('a', 100), decay_days: 30 }])).toEqual({
      '0.decay_days': 'Only engagement criteria can decay',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { capToBudget, milestoneStepAmounts, monthlyPeriodDays, percentOf } from './amounts.ts';

const steps = (...percents: number[]) => percents.map((percent) => ({ label: 'x', percent }));

describe('percentOf', () => {
  it('rounds half up, exactly, with two-decimal percents', () => {
    expect(percentOf(1_000_000, 50)).toBe(500_000);
    expect(percentOf(1_000_001, 33.33)).toBe(333_300); // 333,300.33
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
    expect(percentOf(9_007_199_254_740, 99.99)).toBe(9_006_298_534_815);
  });
});

describe('milestoneStepAmounts', () => {
  it('gives the last step the remainder, so the steps add up to the total', () => {
    expect(milestoneStepAmounts(1_000_000, steps(50, 25, 20, 5))).toEqual([
      500_000, 250_000, 200_000, 50_000,
    ]);
    const odd = milestoneStepAmounts(100, steps(33.33, 33.33, 33.34));
    expect(odd).toEqual([33, 33, 34]);
    expect(milestoneStepAmounts(1_001, steps(50, 50))).toEqual([501, 500]);
    expect(milestoneStepAmounts(5, [])).toEqual([]);
  });
});

describe('capToBudget', () => {
  it('cuts to what is left of the budget, never below 0; no budget, no cap', () => {
    expect(capToBudget(300, 1_000, 800)).toBe(200);
    expect(capToBudget(300, 1_000, 1_200)).toBe(0);
    expect(capToBudget(300, null, 1_200)).toBe(300);
  });
});

describe('monthlyPeriodDays', () => {
  it('starts with the first invoice day on or after the start and stops at as_of', () => {
    expect(monthlyPeriodDays('2026-01-15', 15, '2026-03-14')).toEqual(['2026-01-15', '2026-02-15']);
    expect(monthlyPeriodDays('2026-01-16', 15, '2026-03-15')).toEqual(['2026-02-15', '2026-03-15']);
    expect(monthlyPeriodDays('2026-12-20', 1, '2027-02-01')).toEqual(['2027-01-01', '2027-02-01']);
    expect(monthlyPeriodDays('2026-05-02', 1, '2026-05-31')).toEqual([]);
  });
});

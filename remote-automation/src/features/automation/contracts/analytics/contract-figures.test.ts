import type { ContractAnalytics } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { barWidth, hasNoContracts, signingRatePercent, signingTime } from './contract-figures';

describe('time to sign', () => {
  it('reads in hours under 48 hours, one decimal', () => {
    expect(signingTime(0.25)).toEqual({ unit: 'hours', value: 0.3 });
    expect(signingTime(41)).toEqual({ unit: 'hours', value: 41 });
    expect(signingTime(47.94)).toEqual({ unit: 'hours', value: 47.9 });
  });

  it('reads in days from 48 hours on', () => {
    expect(signingTime(48)).toEqual({ unit: 'days', value: 2 });
    expect(signingTime(84)).toEqual({ unit: 'days', value: 3.5 });
    expect(signingTime(24 * 13 + 2)).toEqual({ unit: 'days', value: 13.1 });
  });

  it('is nothing before any signature', () => {
    expect(signingTime(null)).toBeNull();
    expect(signingTime(Number.NaN)).toBeNull();
  });
});

describe('signing rate', () => {
  it('is a percent with one decimal, or nothing before any outcome', () => {
    expect(signingRatePercent(0.5)).toBe(50);
    expect(signingRatePercent(0.667)).toBe(66.7);
    expect(signingRatePercent(1)).toBe(100);
    expect(signingRatePercent(0)).toBe(0);
    expect(signingRatePercent(null)).toBeNull();
  });
});

describe('the view', () => {
  const counts = { draft: 0, sent: 0, signed: 0, declined: 0, expired: 0, cancelled: 0 };
  const analytics = (changes: Partial<ContractAnalytics['counts']>) =>
    ({ counts: { ...counts, ...changes } }) as ContractAnalytics;

  it('knows when there is no contract at all, a draft counting as one', () => {
    expect(hasNoContracts(analytics({}))).toBe(true);
    expect(hasNoContracts(analytics({ draft: 1 }))).toBe(false);
  });

  it('draws bars as shares of the largest value', () => {
    expect(barWidth(1, 3)).toBe('33.3%');
    expect(barWidth(3, 3)).toBe('100%');
    expect(barWidth(0, 0)).toBe('0%');
  });
});

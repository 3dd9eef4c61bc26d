import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonthlyRevenue, RevenueStats } from '../../contract/revenue';
import { answerFromDemo } from '../../demo/demo-registry';
import { demoMonthlyRevenue, demoRevenueStats, registerRevenueDemoHandlers } from './demo';

afterEach(() => {
  vi.useRealTimers();
});

describe('demo monthly revenue', () => {
  it('covers the 12 calendar months ending with the current one, oldest first', () => {
    const months = demoMonthlyRevenue(new Date('2026-03-15T10:00:00Z'));
    expect(months.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('has believable amounts: positive, whole cents, a few payments a month', () => {
    for (const month of demoMonthlyRevenue(new Date('2026-11-28T00:00:00Z'))) {
      expect(month.revenue).toBeGreaterThan(1000);
      expect(month.revenue).toBeLessThan(100_000);
      expect(Number.isInteger(Math.round(month.revenue * 100 * 1e6) / 1e6)).toBe(true);
      expect(month.transactions).toBeGreaterThanOrEqual(1);
      expect(month.transactions).toBeLessThan(20);
    }
  });

  it('gives the same figures for the same month and different ones for other months', () => {
    const a = demoMonthlyRevenue(new Date('2026-06-30T00:00:00Z'));
    const b = demoMonthlyRevenue(new Date('2026-06-30T23:00:00Z'));
    expect(a).toEqual(b);
    expect(new Set(a.map((month) => month.revenue)).size).toBeGreaterThan(6);
  });

  it('counts only the elapsed part of the current month', () => {
    const early = demoMonthlyRevenue(new Date('2026-06-03T00:00:00Z')).at(-1) as MonthlyRevenue;
    const late = demoMonthlyRevenue(new Date('2026-06-30T00:00:00Z')).at(-1) as MonthlyRevenue;
    expect(early.revenue).toBeLessThan(late.revenue);
  });
});

describe('demo revenue stats', () => {
  it('agree with the monthly series as the server computes them', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const months = demoMonthlyRevenue(now);
    const stats = demoRevenueStats(now);
    const [jan, feb, mar] = months.slice(-3) as [MonthlyRevenue, MonthlyRevenue, MonthlyRevenue];
    expect(stats.currentMonth).toBe(mar.revenue);
    expect(stats.lastMonth).toBe(feb.revenue);
    expect(stats.yearToDate).toBeCloseTo(jan.revenue + feb.revenue + mar.revenue, 2);
    expect(stats.totalTransactions).toBe(jan.transactions + feb.transactions + mar.transactions);
    expect(stats.monthOverMonthChange).toBe(
      Math.round(((mar.revenue - feb.revenue) / feb.revenue) * 1000) / 10,
    );
    expect(stats.currency).toBe('USD');
  });

  it('count only January in January for the year to date', () => {
    const now = new Date('2027-01-20T00:00:00Z');
    const stats = demoRevenueStats(now);
    expect(stats.yearToDate).toBe(stats.currentMonth);
  });
});

describe('registered demo handlers', () => {
  it('answer get_revenue_stats and get_monthly_revenue for today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    registerRevenueDemoHandlers();
    const stats = answerFromDemo('revenue-tracking', 'get_revenue_stats', {}) as {
      success: boolean;
    } & RevenueStats;
    const monthly = answerFromDemo('revenue-tracking', 'get_monthly_revenue', {}) as {
      success: boolean;
      revenues: MonthlyRevenue[];
    };
    expect(stats.success).toBe(true);
    expect(stats.currentMonth).toBe(monthly.revenues.at(-1)?.revenue);
    expect(monthly.success).toBe(true);
    expect(monthly.revenues).toHaveLength(12);
    expect(monthly.revenues.at(-1)?.month).toBe('2026-11');
  });
});

import { describe, expect, it } from 'vitest';
import { chartBars, describeChange, extremes, niceMax } from './revenue-chart';

const months = [
  { month: '2026-09', revenue: 1200, transactions: 2 },
  { month: '2026-10', revenue: 0, transactions: 0 },
  { month: '2026-11', revenue: 4250.5, transactions: 3 },
];

describe('revenue chart', () => {
  it('rounds the axis up to a round figure', () => {
    expect(niceMax(4250.5)).toBe(5000);
    expect(niceMax(1200)).toBe(2000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(0)).toBe(1);
  });

  it('draws one bar per month, scaled to the axis, bottoms aligned', () => {
    const bars = chartBars(months, { width: 300, height: 100, gap: 10 });
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.x)).toEqual([5, 105, 205]);
    expect(bars[0]).toMatchObject({ width: 90, height: 24, y: 76 });
    expect(bars[1]).toMatchObject({ height: 0, y: 100 });
    expect(bars[2]?.height).toBeCloseTo(85.01, 2);
    expect(chartBars([], { width: 300, height: 100, gap: 10 })).toEqual([]);
  });

  it('names the best and weakest months and the total for the summary', () => {
    expect(extremes(months)).toEqual({
      best: months[2],
      worst: months[1],
      total: 5450.5,
    });
    expect(extremes([])).toBeNull();
  });

  it('describes the change with an arrow and a direction, not colour', () => {
    expect(describeChange(12.5)).toEqual({ direction: 'up', arrow: '▲', value: 12.5 });
    expect(describeChange(-3.2)).toEqual({ direction: 'down', arrow: '▼', value: 3.2 });
    expect(describeChange(0)).toEqual({ direction: 'flat', arrow: '→', value: 0 });
    expect(describeChange(null)).toBeNull();
  });
});

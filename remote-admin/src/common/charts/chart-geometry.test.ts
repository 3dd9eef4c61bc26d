import { describe, expect, it } from 'vitest';
import {
  axisTop,
  clipLabel,
  columnBars,
  describeSeries,
  extremes,
  niceMax,
  rowBars,
} from './chart-geometry';

const months = [
  { month: '2026-09', revenue: 1200 },
  { month: '2026-10', revenue: 0 },
  { month: '2026-11', revenue: 4250.5 },
];
const values = months.map((month) => month.revenue);

describe('chart geometry', () => {
  it('rounds the axis up to a round figure', () => {
    expect(niceMax(4250.5)).toBe(5000);
    expect(niceMax(1200)).toBe(2000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(0)).toBe(1);
    expect(axisTop([-5, 0])).toBe(1);
    expect(axisTop(values)).toBe(5000);
  });

  it('draws one column per value, scaled to the axis, bottoms aligned', () => {
    const bars = columnBars(values, { width: 300, height: 100, gap: 10 });
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.x)).toEqual([5, 105, 205]);
    expect(bars[0]).toMatchObject({ width: 90, height: 24, y: 76 });
    expect(bars[1]).toMatchObject({ height: 0, y: 100 });
    expect(bars[2]?.height).toBeCloseTo(85.01, 2);
    expect(columnBars([], { width: 300, height: 100, gap: 10 })).toEqual([]);
  });

  it('draws one row per value, growing from the left, never below zero', () => {
    const bars = rowBars([50, -3, 20], { width: 200, height: 30, gap: 6 });
    expect(bars).toEqual([
      { x: 0, y: 3, width: 200, height: 24 },
      { x: 0, y: 33, width: 0, height: 24 },
      { x: 0, y: 63, width: 80, height: 24 },
    ]);
    expect(rowBars([], { width: 200, height: 30, gap: 6 })).toEqual([]);
  });

  it('names the largest and smallest items and the total for the summary', () => {
    expect(extremes(months, (month) => month.revenue)).toEqual({
      best: months[2],
      worst: months[1],
      total: 5450.5,
    });
    expect(extremes([0.1, 0.2], (value) => value)?.total).toBe(0.3);
    expect(extremes([], (value: number) => value)).toBeNull();
  });

  it('puts every bar in words for the summary', () => {
    const data = [
      { key: 'a', label: 'Direct', value: 50 },
      { key: 'b', label: 'Referral', value: 0 },
    ];
    expect(describeSeries(data, (value) => `${value} %`)).toBe('Direct: 50 %, Referral: 0 %');
    expect(describeSeries([], String)).toBe('');
    expect(describeSeries(data, (value) => `${value} %`, 'fr')).toBe(
      'Direct\u202f: 50 %, Referral\u202f: 0 %',
    );
  });

  it('cuts a long label with an ellipsis, never a short one', () => {
    expect(clipLabel('Direct', 8)).toBe('Direct');
    expect(clipLabel('Others and payments', 8)).toBe('Others…');
    expect(clipLabel('Exactly8', 8)).toBe('Exactly8');
  });
});

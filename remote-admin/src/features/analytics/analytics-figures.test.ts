import { describe, expect, it } from 'vitest';
import { busiestDay, funnelRows, percentOf, viewsPerVisitor } from './analytics-figures';

describe('funnelRows', () => {
  it('gives each step its rate from the previous step and from the visitors', () => {
    const rows = funnelRows([
      { step: 'visitors', count: 200 },
      { step: 'estimator', count: 50 },
      { step: 'leads', count: 8 },
      { step: 'converted', count: 2 },
    ]);
    expect(rows.map((row) => [row.step, row.stepRate, row.overallRate])).toEqual([
      ['visitors', null, null],
      ['estimator', 25, 25],
      ['leads', 16, 4],
      ['converted', 25, 1],
    ]);
  });

  it('has no rate after an empty step, and shows a rate above 100 % as it is', () => {
    const rows = funnelRows([
      { step: 'visitors', count: 0 },
      { step: 'estimator', count: 0 },
      { step: 'leads', count: 3 },
      { step: 'converted', count: 4 },
    ]);
    expect(rows.map((row) => row.stepRate)).toEqual([null, null, null, 133.3]);
  });
});

describe('figures', () => {
  it('rounds percentages to one decimal and refuses a zero whole', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(1, 0)).toBeNull();
  });

  it('finds the busiest day, the first of equals', () => {
    const days = [
      { day: '2026-03-01', visitors: 1, page_views: 4 },
      { day: '2026-03-02', visitors: 3, page_views: 9 },
      { day: '2026-03-03', visitors: 2, page_views: 9 },
    ];
    expect(busiestDay(days)?.day).toBe('2026-03-02');
    expect(busiestDay([])).toBeNull();
  });

  it('gives page views per visitor', () => {
    expect(viewsPerVisitor(10, 4)).toBe(2.5);
    expect(viewsPerVisitor(3, 0)).toBeNull();
  });
});

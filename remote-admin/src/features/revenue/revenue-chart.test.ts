import { describe, expect, it } from 'vitest';
import { describeChange } from './revenue-chart';

// The chart's geometry (axis, bars, extremes) is tested in common/charts/chart-geometry.test.ts.
describe('revenue stats', () => {
  it('describes the change with an arrow and a direction, not colour', () => {
    expect(describeChange(12.5)).toEqual({ direction: 'up', arrow: '▲', value: 12.5 });
    expect(describeChange(-3.2)).toEqual({ direction: 'down', arrow: '▼', value: 3.2 });
    expect(describeChange(0)).toEqual({ direction: 'flat', arrow: '→', value: 0 });
    expect(describeChange(null)).toBeNull();
  });
});

import type { MonthlyRevenue } from '@atelier/shared';

/**
 * The geometry of the monthly revenue bar chart, kept apart from the SVG so it can be tested:
 * a "nice" top for the axis, one bar per month, and the extremes the summary names.
 */
export type Bar = {
  month: string;
  revenue: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type ChartBox = { width: number; height: number; gap: number };

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value`, so grid lines fall on round sums. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

export function chartBars(months: readonly MonthlyRevenue[], box: ChartBox): Bar[] {
  if (months.length === 0) return [];
  const top = niceMax(Math.max(...months.map((month) => month.revenue)));
  const slot = box.width / months.length;
  const width = Math.max(1, slot - box.gap);
  return months.map((month, index) => {
    const height = (Math.max(0, month.revenue) / top) * box.height;
    return {
      month: month.month,
      revenue: month.revenue,
      x: index * slot + box.gap / 2,
      y: box.height - height,
      width,
      height,
    };
  });
}

/** The best and the weakest month (the first of equals), for the chart's text summary. */
export function extremes(
  months: readonly MonthlyRevenue[],
): { best: MonthlyRevenue; worst: MonthlyRevenue; total: number } | null {
  const [first] = months;
  if (!first) return null;
  let best = first;
  let worst = first;
  let total = 0;
  for (const month of months) {
    if (month.revenue > best.revenue) best = month;
    if (month.revenue < worst.revenue) worst = month;
    total += Math.round(month.revenue * 100);
  }
  return { best, worst, total: total / 100 };
}

/** Month-over-month change as text, never colour alone: an arrow and a sign. */
export type Change = { direction: 'up' | 'down' | 'flat'; arrow: '▲' | '▼' | '→'; value: number };

export function describeChange(percent: number | null): Change | null {
  if (percent === null) return null;
  if (percent > 0) return { direction: 'up', arrow: '▲', value: percent };
  if (percent < 0) return { direction: 'down', arrow: '▼', value: -percent };
  return { direction: 'flat', arrow: '→', value: 0 };
}

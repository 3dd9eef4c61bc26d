import { colon } from '@atelier/shared/glossary';

/**
 * The geometry of the admin's bar charts, kept apart from the SVG so it can be tested: a "nice"
 * top for the axis, one bar per value (columns standing on the axis or rows growing from the
 * left), and the extremes a chart's text summary names.
 */

/** One bar: a stable key, its full label (tooltip, row label) and its value. */
export type ChartDatum = {
  key: string;
  label: string;
  /** A shorter label under a column (e.g. "Nov" for "Nov 2026"); defaults to `label`. */
  axisLabel?: string;
  value: number;
};

/** A bar's rectangle in the drawing's own units. */
export type BarBox = { x: number; y: number; width: number; height: number };

/** The drawing area: its size and the space between two bars. */
export type ChartBox = { width: number; height: number; gap: number };

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value`, so grid lines fall on round sums. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** The top of the axis for these values (negative values count as zero). */
export function axisTop(values: readonly number[]): number {
  return niceMax(Math.max(0, ...values));
}

/** Vertical bars side by side across `box.width`, bottoms aligned on `box.height`. */
export function columnBars(values: readonly number[], box: ChartBox): BarBox[] {
  if (values.length === 0) return [];
  const top = axisTop(values);
  const slot = box.width / values.length;
  const width = Math.max(1, slot - box.gap);
  return values.map((value, index) => {
    const height = (Math.max(0, value) / top) * box.height;
    return { x: index * slot + box.gap / 2, y: box.height - height, width, height };
  });
}

/**
 * Horizontal bars one under the other, each `box.height` tall (gap included), growing from the
 * left edge to at most `box.width`.
 */
export function rowBars(values: readonly number[], box: ChartBox): BarBox[] {
  if (values.length === 0) return [];
  const top = axisTop(values);
  const height = Math.max(1, box.height - box.gap);
  return values.map((value, index) => ({
    x: 0,
    y: index * box.height + box.gap / 2,
    width: (Math.max(0, value) / top) * box.width,
    height,
  }));
}

/**
 * The largest and the smallest item (the first of equals) and the total, for a chart's text
 * summary. The total is added to the hundredth so decimal amounts add up exactly.
 */
export function extremes<T>(
  items: readonly T[],
  amountOf: (item: T) => number,
): { best: T; worst: T; total: number } | null {
  if (items.length === 0) return null;
  let best = items[0] as T;
  let worst = best;
  let total = 0;
  for (const item of items) {
    if (amountOf(item) > amountOf(best)) best = item;
    if (amountOf(item) < amountOf(worst)) worst = item;
    total += Math.round(amountOf(item) * 100);
  }
  return { best, worst, total: total / 100 };
}

/** Every bar in words, "Direct: 50 %, Referral: 0 %" (French: "Direct : …"), for a short chart's summary label. */
export function describeSeries(
  data: readonly ChartDatum[],
  formatValue: (value: number) => string,
  language: 'en' | 'fr' = 'en',
): string {
  return data
    .map((datum) => `${colon(language, datum.label)} ${formatValue(datum.value)}`)
    .join(', ');
}

/** A label cut to `characters` (an ellipsis included); the bar's tooltip keeps the whole of it. */
export function clipLabel(label: string, characters: number): string {
  return label.length <= characters ? label : `${label.slice(0, characters - 1).trimEnd()}…`;
}

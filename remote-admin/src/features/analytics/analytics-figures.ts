import type { AnalyticsDay, FunnelStep } from '@atelier/shared';

/** `part / whole` as a percentage with one decimal; null when there is no whole. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export type FunnelRow = FunnelStep & {
  /** This step as a share of the previous one; null for the first step or after a zero. */
  stepRate: number | null;
  /** This step as a share of the visitors. */
  overallRate: number | null;
};

/**
 * The funnel's step conversion rates. Leads may exceed visitors (a lead typed in by the agency,
 * a visitor who asked not to be counted), so a rate above 100 % is shown as it is.
 */
export function funnelRows(steps: readonly FunnelStep[]): FunnelRow[] {
  const first = steps[0]?.count ?? 0;
  return steps.map((step, index) => {
    const previous = index > 0 ? steps[index - 1] : undefined;
    return {
      ...step,
      stepRate: previous ? percentOf(step.count, previous.count) : null,
      overallRate: index > 0 ? percentOf(step.count, first) : null,
    };
  });
}

/** The busiest day (the first of equals) and the totals, for the chart's text summary. */
export function busiestDay(days: readonly AnalyticsDay[]): AnalyticsDay | null {
  let best: AnalyticsDay | null = null;
  for (const day of days) {
    if (!best || day.page_views > best.page_views) best = day;
  }
  return best;
}

/** Page views per visitor, one decimal; null without visitors. */
export function viewsPerVisitor(pageViews: number, visitors: number): number | null {
  if (visitors <= 0) return null;
  return Math.round((pageViews / visitors) * 10) / 10;
}

import { revenueTracking } from '@atelier/shared/actions';
import type { RevenueStats } from '@atelier/shared/contract';
import { centsToAmount } from '@atelier/shared/records';
import { monthlyRevenue, type RevenueStatsRow, revenueStats } from '../../db/payments.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { implement } from '../registry.ts';

/** `(current − last) / last × 100`, one decimal; null when there is nothing to compare to. */
export function monthOverMonthChange(currentCents: number, lastCents: number): number | null {
  if (lastCents === 0) return null;
  const tenths = ((currentCents - lastCents) / lastCents) * 1000;
  // Half away from zero, so a fall rounds like a rise of the same size.
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0;
}

/** The figures of get_revenue_stats (and the dashboard's), in currency units. */
export const revenueStatsAnswer = (stats: RevenueStatsRow, currency: string): RevenueStats => ({
  currentMonth: centsToAmount(stats.current_month_cents),
  lastMonth: centsToAmount(stats.last_month_cents),
  yearToDate: centsToAmount(stats.year_to_date_cents),
  monthOverMonthChange: monthOverMonthChange(stats.current_month_cents, stats.last_month_cents),
  totalTransactions: stats.transactions_this_year,
  creditedYearToDate: centsToAmount(stats.credited_year_to_date_cents),
  currency,
});

/** Payments this month, last month and this year (UTC calendar), in currency units. */
export const getRevenueStats = implement(revenueTracking.actions.get_revenue_stats, {
  handler: async (_input, { db }) =>
    revenueStatsAnswer(await revenueStats(db), await readAgencyCurrency(db)),
});

/** The last 12 calendar months, oldest first, a month without payments at 0. */
export const getMonthlyRevenue = implement(revenueTracking.actions.get_monthly_revenue, {
  handler: async (_input, { db }) => ({
    revenues: (await monthlyRevenue(db)).map((row) => ({
      month: row.month,
      revenue: centsToAmount(row.revenue_cents),
      transactions: row.transactions,
      credited: centsToAmount(row.credited_cents),
    })),
  }),
});

import { registerDemoHandler } from '@atelier/shared';
import type { MonthlyRevenue, RevenueStats } from '../../contract/revenue';

/**
 * `revenue-tracking`'s figures answered from built-in data when the server cannot answer:
 * twelve months of payments ending with the current month, so the revenue page reads as a
 * real agency's year whatever the date. Figures depend only on the calendar month, so the
 * same month always shows the same numbers.
 */
const FUNCTION = 'revenue-tracking';
const DEMO_CURRENCY = 'USD';

/** `YYYY-MM` of the month `offset` months from the UTC month of `now`. */
function monthKey(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A stable 0–1 value per month, so figures vary believably without changing between loads. */
function monthNoise(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

/** One month's takings: a slow upward trend, a summer dip, some noise; cents-exact. */
function demoMonth(now: Date, offset: number): MonthlyRevenue {
  const month = monthKey(now, offset);
  const calendarMonth = Number(month.slice(5));
  const trend = 1 + (offset + 11) * 0.025;
  const season = calendarMonth === 8 ? 0.6 : calendarMonth === 12 ? 0.8 : 1;
  const noise = monthNoise(month);
  const transactions = Math.max(2, Math.round((6 + noise * 6) * season));
  const cents = Math.round((1_850_000 + noise * 1_400_000) * trend * season);
  // The current month is not over: only the share of it elapsed so far has come in.
  const elapsed = offset === 0 ? Math.min(1, now.getUTCDate() / 30) : 1;
  return {
    month,
    revenue: Math.round(cents * elapsed) / 100,
    transactions: Math.max(offset === 0 ? 1 : 2, Math.round(transactions * elapsed)),
    // Every fourth month, a small correction to an invoice.
    credited: calendarMonth % 4 === 0 ? Math.round(cents * 0.02) / 100 : 0,
  };
}

/** The last 12 calendar months, oldest first, the current month last. */
export function demoMonthlyRevenue(now: Date = new Date()): MonthlyRevenue[] {
  return Array.from({ length: 12 }, (_, index) => demoMonth(now, index - 11));
}

const sumRevenue = (months: MonthlyRevenue[]) =>
  Math.round(months.reduce((sum, month) => sum + month.revenue * 100, 0)) / 100;

/** The stats the server would compute over the same months (docs/records.md). */
export function demoRevenueStats(now: Date = new Date()): RevenueStats {
  const months = demoMonthlyRevenue(now);
  const current = months[11]?.revenue ?? 0;
  const last = months[10]?.revenue ?? 0;
  const thisYear = months.filter((month) => month.month.startsWith(`${now.getUTCFullYear()}-`));
  return {
    currentMonth: current,
    lastMonth: last,
    yearToDate: sumRevenue(thisYear),
    monthOverMonthChange: last === 0 ? null : Math.round(((current - last) / last) * 1000) / 10,
    totalTransactions: thisYear.reduce((sum, month) => sum + month.transactions, 0),
    creditedYearToDate:
      Math.round(thisYear.reduce((sum, month) => sum + month.credited * 100, 0)) / 100,
    currency: DEMO_CURRENCY,
  };
}

export function registerRevenueDemoHandlers(): void {
  registerDemoHandler(FUNCTION, 'get_revenue_stats', () => ({
    success: true,
    ...demoRevenueStats(),
  }));
  registerDemoHandler(FUNCTION, 'get_monthly_revenue', () => ({
    success: true,
    revenues: demoMonthlyRevenue(),
  }));
}

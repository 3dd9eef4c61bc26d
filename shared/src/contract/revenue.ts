/**
 * The figures of `revenue-tracking` (docs/records.md): revenue stats and the monthly series,
 * in currency units (not cents). The payment itself is in `./payments`.
 */

export type RevenueStats = {
  /** Currency units (not cents), like every revenue figure. */
  currentMonth: number;
  lastMonth: number;
  yearToDate: number;
  /** Percent, one decimal; null when last month is 0. */
  monthOverMonthChange: number | null;
  /** Payments this year. */
  totalTransactions: number;
  /** Credit notes issued this year: what was taken off invoices, not money paid back. */
  creditedYearToDate: number;
  currency: string;
};

export type MonthlyRevenue = {
  /** `YYYY-MM`. */
  month: string;
  revenue: number;
  transactions: number;
  /** Credit notes issued that month. */
  credited: number;
};

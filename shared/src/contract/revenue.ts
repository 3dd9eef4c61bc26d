import { z } from 'zod';
import { invoiceSchema } from './invoices';
import { paymentSchema } from './payments';
import { countSchema } from './record-fields';

/**
 * The figures of `revenue-tracking` (docs/records.md): revenue stats and the monthly series,
 * in currency units (not cents). The payment itself is in `./payments`.
 */

/** get_revenue_stats and get_monthly_revenue take nothing. */
export const getRevenueStatsInput = z.object({});
export const getMonthlyRevenueInput = z.object({});

export const revenueStatsSchema = z.object({
  /** Currency units (not cents), like every revenue figure. */
  currentMonth: z.number(),
  lastMonth: z.number(),
  yearToDate: z.number(),
  /** Percent, one decimal; null when last month is 0. */
  monthOverMonthChange: z.number().nullable(),
  /** Payments this year. */
  totalTransactions: countSchema,
  /** Credit notes issued this year: what was taken off invoices, not money paid back. */
  creditedYearToDate: z.number(),
  currency: z.string(),
});
export type RevenueStats = z.infer<typeof revenueStatsSchema>;

export const monthlyRevenueSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenue: z.number(),
  transactions: countSchema,
  /** Credit notes issued that month. */
  credited: z.number(),
});
export type MonthlyRevenue = z.infer<typeof monthlyRevenueSchema>;

/** get_monthly_revenue: the last 12 months, oldest first. */
export const monthlyRevenueAnswer = z.object({ revenues: z.array(monthlyRevenueSchema) });

/** `record_payment`: the invoice is null for a payment without one. */
export const recordedPaymentSchema = z.object({
  payment: paymentSchema,
  invoice: invoiceSchema.nullable(),
});

/** delete_payment: the invoice the payment was against, its balance restored. */
export const deletedPaymentAnswer = z.object({ invoice: invoiceSchema.nullable() });

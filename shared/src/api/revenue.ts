import { type CallOptions, callFunction } from '@atelier/shared';
import type { Invoice } from '../contract/invoices';
import type {
  NewPayment,
  PaymentListQuery,
  PaymentPage,
  RecordedPayment,
} from '../contract/payments';
import type { MonthlyRevenue, RevenueStats } from '../contract/revenue';

/** The function behind payments and revenue figures; its contract is docs/records.md. */
export const REVENUE_FUNCTION = 'revenue-tracking';

export const REVENUE_ACTIONS = [
  'get_revenue_stats',
  'get_monthly_revenue',
  'get_payments',
  'record_payment',
  'delete_payment',
] as const;
export type RevenueAction = (typeof REVENUE_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: RevenueAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(REVENUE_FUNCTION, action, payload, options);

export const getRevenueStats = (options?: CallOptions) =>
  call<RevenueStats>('get_revenue_stats', {}, options);

export const getMonthlyRevenue = (options?: CallOptions) =>
  call<{ revenues: MonthlyRevenue[] }>('get_monthly_revenue', {}, options);

export const getPayments = (query: PaymentListQuery = {}, options?: CallOptions) =>
  call<PaymentPage>('get_payments', query, options);

export const recordPayment = (payment: NewPayment, options?: CallOptions) =>
  call<RecordedPayment>('record_payment', payment, options);

/** Answers the invoice the payment was against (re-opened if it was paid), or null. */
export const deletePayment = (id: string, options?: CallOptions) =>
  call<{ invoice: Invoice | null }>('delete_payment', { id }, options);

/**
 * Registers built-in revenue figures for the stats and the monthly series, so the revenue
 * page still shows believable numbers (with the demo banner) when the server cannot answer.
 * Loaded on demand, like the demo leads.
 */
export async function registerRevenueDemo(): Promise<void> {
  const { registerRevenueDemoHandlers } = await import('../demo/demo-revenue');
  registerRevenueDemoHandlers();
}

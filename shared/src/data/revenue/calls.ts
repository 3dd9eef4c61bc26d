import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type { NewPayment, PaymentListQuery } from '../../contract/payments';

/** The function behind payments and revenue figures; its contract is docs/records.md. */
export const REVENUE_FUNCTION = 'revenue-tracking' as const;

const call = actionCaller(REVENUE_FUNCTION);

export const getRevenueStats = (options?: CallOptions) => call('get_revenue_stats', {}, options);

export const getMonthlyRevenue = (options?: CallOptions) =>
  call('get_monthly_revenue', {}, options);

export const getPayments = (query: PaymentListQuery = {}, options?: CallOptions) =>
  call('get_payments', query, options);

export const recordPayment = (payment: NewPayment, options?: CallOptions) =>
  call('record_payment', payment, options);

/** Answers the invoice the payment was against (re-opened if it was paid), or null. */
export const deletePayment = (id: string, options?: CallOptions) =>
  call('delete_payment', { id }, options);

/**
 * Registers built-in revenue figures for the stats and the monthly series, so the revenue
 * page still shows believable numbers (with the demo banner) when the server cannot answer.
 * Downloaded only when a call falls back to them, and no call waits for them.
 */
export function registerRevenueDemo(): void {
  registerDemoLoader(REVENUE_FUNCTION, async () => {
    const { registerRevenueDemoHandlers } = await import('./demo');
    registerRevenueDemoHandlers();
  });
}

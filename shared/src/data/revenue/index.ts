/**
 * `@atelier/shared/data/revenue`: payments and the revenue figures — the function's calls
 * (`calls.ts`), the query keys (`keys.ts`), what a payment write refreshes (`effects.ts`), one
 * hook per query or set of writes (`use-revenue-*.ts`, `use-payment-*.ts`) and the demo figures
 * (`demo*.ts`, downloaded only when a call falls back to them).
 */
export * from './calls';
export { PAYMENT_WRITE_EFFECTS } from './effects';
export { paymentKeys, revenueKeys } from './keys';
export { RECENT_PAYMENTS, usePaymentList, useRecentPayments } from './use-payment-list';
export { usePaymentWrites } from './use-payment-writes';
export { prefetchMonthlyRevenue, useMonthlyRevenue } from './use-revenue-monthly';
export { prefetchRevenueStats, useRevenueStats } from './use-revenue-stats';

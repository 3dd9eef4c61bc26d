import { revenueTracking as revenueTrackingActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { deletePayment } from './delete-payment.ts';
import { getPayments } from './get-payments.ts';
import { recordPayment } from './record-payment.ts';
import { getMonthlyRevenue, getRevenueStats } from './revenue-stats.ts';

/** `POST /functions/v1/revenue-tracking`; the contract is in docs/records.md. */
export const revenueTracking = defineFunction(revenueTrackingActions, {
  get_revenue_stats: getRevenueStats,
  get_monthly_revenue: getMonthlyRevenue,
  get_payments: getPayments,
  record_payment: recordPayment,
  delete_payment: deletePayment,
});

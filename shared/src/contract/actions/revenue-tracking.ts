import {
  getPaymentsInput,
  paymentIdInput,
  paymentPageSchema,
  recordPaymentActionInput,
} from '../payments';
import {
  deletedPaymentAnswer,
  getMonthlyRevenueInput,
  getRevenueStatsInput,
  monthlyRevenueAnswer,
  recordedPaymentSchema,
  revenueStatsSchema,
} from '../revenue';
import { defineActions } from './define';

/** `POST /functions/v1/revenue-tracking`: payments and revenue figures (docs/records.md). */
export const revenueTracking = defineActions('revenue-tracking', {
  get_revenue_stats: { access: 'admin', input: getRevenueStatsInput, output: revenueStatsSchema },
  /** The last 12 calendar months, oldest first. */
  get_monthly_revenue: {
    access: 'admin',
    input: getMonthlyRevenueInput,
    output: monthlyRevenueAnswer,
  },
  get_payments: { access: 'admin', input: getPaymentsInput, output: paymentPageSchema },
  /** Against an invoice, its balance and status change with it. */
  record_payment: {
    access: 'admin',
    input: recordPaymentActionInput,
    output: recordedPaymentSchema,
  },
  /** Answers the invoice it was against (re-opened if it was paid), or null. */
  delete_payment: { access: 'admin', input: paymentIdInput, output: deletedPaymentAnswer },
});

import type { PaymentListQuery } from '../../contract/payments';
import { useApiQuery } from '../../query/use-api-query';
import { getPayments } from './calls';
import { paymentKeys } from './keys';

/**
 * One page of payments with the view's filters; the previous page stays shown while the next
 * loads. No demo payments: the list shows what the server keeps.
 */
export function usePaymentList(query: PaymentListQuery) {
  return useApiQuery(paymentKeys.list(query), (signal) => getPayments(query, { signal }), {
    keepPreviousData: true,
  });
}

/** How many payments the revenue page lists. */
export const RECENT_PAYMENTS = 10;

const RECENT_QUERY = {
  sort: 'payment_date',
  order: 'desc',
  page: 1,
  pageSize: RECENT_PAYMENTS,
} as const;

/** The newest payments: a page of the payment list, refreshed with every payment written. */
export const useRecentPayments = () =>
  useApiQuery(paymentKeys.list(RECENT_QUERY), (signal) => getPayments(RECENT_QUERY, { signal }));

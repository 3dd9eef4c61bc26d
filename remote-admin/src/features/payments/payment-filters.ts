import {
  type PaymentListQuery,
  type PaymentMethod,
  type PaymentSortColumn,
  paymentMethods,
} from '@atelier/shared';
import { PAYMENT_SORT_COLUMNS } from '@atelier/shared/contract';
import { dateParam, defineListFilters, oneOf } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/** What the payments tab shows, kept in the URL beside `tab=payments`. */
export type PaymentFilters = ListState<PaymentSortColumn> & {
  method: PaymentMethod | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
};

export const paymentFilters = defineListFilters({
  sortColumns: PAYMENT_SORT_COLUMNS,
  // Dates and amounts start with the latest, the largest.
  ascendingFirst: [],
  defaults: { sort: 'payment_date', order: 'desc' },
  fields: { method: oneOf(paymentMethods, 'method'), from: dateParam('from'), to: dateParam('to') },
  payload: { method: 'payment_method', from: 'date_from', to: 'date_to' },
  keepsOtherParams: true,
});

export const toPaymentQuery = (filters: PaymentFilters): PaymentListQuery =>
  paymentFilters.toPayload(filters);

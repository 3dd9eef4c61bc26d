import {
  type PaymentListQuery,
  type PaymentMethod,
  type PaymentSortColumn,
  paymentMethods,
} from '@atelier/shared';
import {
  clearListFilters,
  type ListState,
  listPayload,
  parseListState,
  pick,
  toggleListSort,
  writeListState,
  writeParam,
} from '../../common/list-state';

/** What the payments tab shows, kept in the URL beside `tab=payments`. */
export type PaymentFilters = ListState<PaymentSortColumn> & {
  method: PaymentMethod | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
};

export const PAYMENT_SORTS = [
  'payment_date',
  'amount_cents',
] as const satisfies readonly PaymentSortColumn[];

export const DEFAULT_PAYMENT_FILTERS: PaymentFilters = {
  method: null,
  from: null,
  to: null,
  search: '',
  sort: 'payment_date',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function parsePaymentFilters(params: URLSearchParams): PaymentFilters {
  const from = params.get('from');
  const to = params.get('to');
  return {
    method: pick(paymentMethods, params.get('method')),
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    ...parseListState(params, PAYMENT_SORTS, DEFAULT_PAYMENT_FILTERS),
  };
}

export function writePaymentFilters(
  filters: PaymentFilters,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  writeParam(next, 'method', filters.method);
  writeParam(next, 'from', filters.from);
  writeParam(next, 'to', filters.to);
  return writeListState(next, filters, DEFAULT_PAYMENT_FILTERS);
}

/** Dates and amounts start with the latest, the largest. */
export const togglePaymentSort = (filters: PaymentFilters, column: PaymentSortColumn) =>
  toggleListSort(filters, column, []);

export function toPaymentQuery(filters: PaymentFilters): PaymentListQuery {
  return {
    ...listPayload(filters),
    ...(filters.method ? { payment_method: filters.method } : {}),
    ...(filters.from ? { date_from: filters.from } : {}),
    ...(filters.to ? { date_to: filters.to } : {}),
  };
}

export const hasPaymentFilters = (filters: PaymentFilters): boolean =>
  filters.method !== null ||
  filters.from !== null ||
  filters.to !== null ||
  filters.search.trim() !== '';

export const clearPaymentFilters = (filters: PaymentFilters) =>
  clearListFilters(filters, DEFAULT_PAYMENT_FILTERS);

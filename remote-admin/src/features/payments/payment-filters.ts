import {
  type PaymentListQuery,
  type PaymentMethod,
  type PaymentSortColumn,
  paymentMethods,
  type SortOrder,
} from '@atelier/shared';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';
import { parsePage, pick } from './invoice-filters';

/** What the payments tab shows, kept in the URL beside `tab=payments`. */
export type PaymentFilters = {
  method: PaymentMethod | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
  search: string;
  sort: PaymentSortColumn;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
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

const PARAM = {
  method: 'method',
  from: 'from',
  to: 'to',
  search: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof PaymentFilters, string>;

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function parsePaymentFilters(params: URLSearchParams): PaymentFilters {
  const from = params.get(PARAM.from);
  const to = params.get(PARAM.to);
  return {
    method: pick(paymentMethods, params.get(PARAM.method)),
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    search: (params.get(PARAM.search) ?? '').slice(0, 200),
    sort: pick(PAYMENT_SORTS, params.get(PARAM.sort)) ?? DEFAULT_PAYMENT_FILTERS.sort,
    order: pick(['asc', 'desc'] as const, params.get(PARAM.order)) ?? 'desc',
    page: parsePage(params.get(PARAM.page)),
    pageSize: pick(PAGE_SIZES, params.get(PARAM.pageSize)) ?? DEFAULT_PAYMENT_FILTERS.pageSize,
  };
}

export function writePaymentFilters(
  params: URLSearchParams,
  filters: PaymentFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as Array<keyof PaymentFilters>) {
    const value = filters[key];
    if (value === null || value === DEFAULT_PAYMENT_FILTERS[key]) next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  return next;
}

export function changePaymentFilters(
  filters: PaymentFilters,
  change: Partial<PaymentFilters>,
): PaymentFilters {
  const next = { ...filters, ...change };
  const isPageTurn = Object.keys(change).every((key) => key === 'page');
  return isPageTurn ? next : { ...next, page: change.page ?? 1 };
}

export function togglePaymentSort(
  filters: PaymentFilters,
  column: PaymentSortColumn,
): PaymentFilters {
  if (filters.sort === column) {
    return changePaymentFilters(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' });
  }
  return changePaymentFilters(filters, { sort: column, order: 'desc' });
}

export function toPaymentQuery(filters: PaymentFilters): PaymentListQuery {
  const query: PaymentListQuery = {
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  if (filters.method) query.payment_method = filters.method;
  if (filters.from) query.date_from = filters.from;
  if (filters.to) query.date_to = filters.to;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

export const hasPaymentFilters = (filters: PaymentFilters): boolean =>
  filters.method !== null ||
  filters.from !== null ||
  filters.to !== null ||
  filters.search.trim() !== '';

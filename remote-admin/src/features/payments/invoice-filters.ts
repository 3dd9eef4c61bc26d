import {
  type InvoiceListQuery,
  type InvoiceSortColumn,
  type InvoiceStatus,
  invoiceStatuses,
  type SortOrder,
} from '@atelier/shared';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';

/**
 * What the invoices tab shows, kept in the URL beside `tab` (bookmarkable, restored with
 * Back). Anything unknown falls back to the default instead of failing.
 */
export type InvoiceFilters = {
  status: InvoiceStatus | null;
  search: string;
  sort: InvoiceSortColumn;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
};

export const INVOICE_SORTS = [
  'number',
  'total_cents',
  'due_date',
  'created_at',
] as const satisfies readonly InvoiceSortColumn[];

export const SEARCH_MAX = 200;

export const DEFAULT_INVOICE_FILTERS: InvoiceFilters = {
  status: null,
  search: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const PARAM = {
  status: 'status',
  search: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof InvoiceFilters, string>;

export function pick<T extends string | number>(
  allowed: readonly T[],
  value: string | null,
): T | null {
  return allowed.find((item) => String(item) === value) ?? null;
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  return {
    status: pick(invoiceStatuses, params.get(PARAM.status)),
    search: (params.get(PARAM.search) ?? '').slice(0, SEARCH_MAX),
    sort: pick(INVOICE_SORTS, params.get(PARAM.sort)) ?? DEFAULT_INVOICE_FILTERS.sort,
    order: pick(['asc', 'desc'] as const, params.get(PARAM.order)) ?? 'desc',
    page: parsePage(params.get(PARAM.page)),
    pageSize: pick(PAGE_SIZES, params.get(PARAM.pageSize)) ?? DEFAULT_INVOICE_FILTERS.pageSize,
  };
}

/** Writes the filters, leaving out defaults and keeping `tab` and the `new` parameters. */
export function writeInvoiceFilters(
  params: URLSearchParams,
  filters: InvoiceFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as Array<keyof InvoiceFilters>) {
    const value = filters[key];
    if (value === null || value === DEFAULT_INVOICE_FILTERS[key]) next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  return next;
}

/** Any change but a page turn goes back to the first page. */
export function changeInvoiceFilters(
  filters: InvoiceFilters,
  change: Partial<InvoiceFilters>,
): InvoiceFilters {
  const next = { ...filters, ...change };
  const isPageTurn = Object.keys(change).every((key) => key === 'page');
  return isPageTurn ? next : { ...next, page: change.page ?? 1 };
}

/** A new column starts with the highest (newest, largest) first; numbers read best A–Z. */
export function toggleInvoiceSort(
  filters: InvoiceFilters,
  column: InvoiceSortColumn,
): InvoiceFilters {
  if (filters.sort === column) {
    return changeInvoiceFilters(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' });
  }
  return changeInvoiceFilters(filters, {
    sort: column,
    order: column === 'number' ? 'asc' : 'desc',
  });
}

export function toInvoiceQuery(filters: InvoiceFilters): InvoiceListQuery {
  const query: InvoiceListQuery = {
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  if (filters.status) query.status = filters.status;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

export const hasInvoiceFilters = (filters: InvoiceFilters): boolean =>
  filters.status !== null || filters.search.trim() !== '';

/** `?new=1&client=<id>&project=<id>` opens the new invoice form with them chosen. */
export function newInvoiceRequest(
  params: URLSearchParams,
): { clientId: string; projectId: string } | null {
  if (params.get('new') !== '1') return null;
  const clientId = params.get('client') ?? '';
  return { clientId, projectId: clientId ? (params.get('project') ?? '') : '' };
}

export function withoutNewRequest(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['new', 'client', 'project']) next.delete(key);
  return next;
}

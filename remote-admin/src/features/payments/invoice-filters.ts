import {
  type InvoiceListQuery,
  type InvoiceSortColumn,
  type InvoiceStatus,
  invoiceStatuses,
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

/** What the invoices tab shows, kept in the URL beside `tab` (see common/list-state.ts). */
export type InvoiceFilters = ListState<InvoiceSortColumn> & { status: InvoiceStatus | null };

export const INVOICE_SORTS = [
  'number',
  'total_cents',
  'due_date',
  'created_at',
] as const satisfies readonly InvoiceSortColumn[];

export const DEFAULT_INVOICE_FILTERS: InvoiceFilters = {
  status: null,
  search: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  return {
    status: pick(invoiceStatuses, params.get('status')),
    ...parseListState(params, INVOICE_SORTS, DEFAULT_INVOICE_FILTERS),
  };
}

/** Writes the filters, leaving out defaults and keeping `tab` and the `new` parameters. */
export function writeInvoiceFilters(
  filters: InvoiceFilters,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  writeParam(next, 'status', filters.status);
  return writeListState(next, filters, DEFAULT_INVOICE_FILTERS);
}

/** A new column starts with the highest (newest, largest) first; numbers read best A–Z. */
export const toggleInvoiceSort = (filters: InvoiceFilters, column: InvoiceSortColumn) =>
  toggleListSort(filters, column, ['number']);

export function toInvoiceQuery(filters: InvoiceFilters): InvoiceListQuery {
  return { ...listPayload(filters), ...(filters.status ? { status: filters.status } : {}) };
}

export const hasInvoiceFilters = (filters: InvoiceFilters): boolean =>
  filters.status !== null || filters.search.trim() !== '';

export const clearInvoiceFilters = (filters: InvoiceFilters) =>
  clearListFilters(filters, DEFAULT_INVOICE_FILTERS);

/** `?new=1&client=<id>&project=<id>` opens the new invoice form with them chosen. */
export function newInvoiceRequest(
  params: URLSearchParams,
): { clientId: string; projectId: string } | null {
  if (params.get('new') !== '1') return null;
  const clientId = params.get('client') ?? '';
  return { clientId, projectId: clientId ? (params.get('project') ?? '') : '' };
}

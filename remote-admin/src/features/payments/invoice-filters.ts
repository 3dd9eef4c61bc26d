import {
  type InvoiceListQuery,
  type InvoiceSortColumn,
  type InvoiceStatus,
  invoiceStatuses,
} from '@atelier/shared';
import { INVOICE_SORT_COLUMNS } from '@atelier/shared/contract';
import { defineListFilters, oneOf } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/** What the invoices tab shows, kept in the URL beside `tab` (see common/list-filters.ts). */
export type InvoiceFilters = ListState<InvoiceSortColumn> & { status: InvoiceStatus | null };

export const invoiceFilters = defineListFilters({
  sortColumns: INVOICE_SORT_COLUMNS,
  // Numbers read best A–Z; a new column starts with the highest (newest, largest) first.
  ascendingFirst: ['number'],
  defaults: { sort: 'created_at', order: 'desc' },
  fields: { status: oneOf(invoiceStatuses, 'status') },
  payload: { status: 'status' },
  // `tab` and the `new` link's parameters stay.
  keepsOtherParams: true,
});

export const toInvoiceQuery = (filters: InvoiceFilters): InvoiceListQuery =>
  invoiceFilters.toPayload(filters);

/** `?new=1&client=<id>&project=<id>` opens the new invoice form with them chosen. */
export function newInvoiceRequest(
  params: URLSearchParams,
): { clientId: string; projectId: string } | null {
  if (params.get('new') !== '1') return null;
  const clientId = params.get('client') ?? '';
  return { clientId, projectId: clientId ? (params.get('project') ?? '') : '' };
}

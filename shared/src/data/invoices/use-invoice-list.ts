import type { InvoiceListQuery } from '../../contract/invoices';
import { useApiQuery } from '../../query/use-api-query';
import { getInvoices } from './calls';
import { invoiceKeys } from './keys';

/** One page of invoices with the view's filters; the previous page stays shown while the next loads. */
export function useInvoiceList(query: InvoiceListQuery) {
  return useApiQuery(invoiceKeys.list(query), (signal) => getInvoices(query, { signal }), {
    keepPreviousData: true,
  });
}

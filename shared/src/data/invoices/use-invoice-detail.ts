import { useApiQuery } from '../../query/use-api-query';
import { getInvoice } from './calls';
import { invoiceKeys } from './keys';

/** One invoice with its items, payments and credit notes. */
export function useInvoice(id: string) {
  return useApiQuery(invoiceKeys.detail(id), (signal) => getInvoice(id, { signal }));
}

import { useApiQuery } from '../../query/use-api-query';
import { getPortalInvoice, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** One of the client's invoices with its payments and credit notes. */
export const usePortalInvoice = (id: string) =>
  useApiQuery(portalKeys.invoice(id), (signal) => getPortalInvoice(id, { signal }));

import { useApiQuery } from '../../query/use-api-query';
import { getPortalInvoices, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** The client's invoices. */
export const usePortalInvoices = () =>
  useApiQuery(portalKeys.invoices(), (signal) => getPortalInvoices({ signal }));

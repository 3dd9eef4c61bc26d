import type { GeneratedInvoicesQuery } from '../../contract/invoice-generation';
import { useApiQuery } from '../../query/use-api-query';
import { getGeneratedInvoices, registerInvoiceAutomationDemo } from './calls';
import { invoiceAutomationKeys } from './keys';

registerInvoiceAutomationDemo();

/** One page of the invoices the rules generated; the previous page stays shown while the next loads. */
export const useGeneratedInvoices = (query: GeneratedInvoicesQuery) =>
  useApiQuery(
    invoiceAutomationKeys.generated(query),
    (signal) => getGeneratedInvoices(query, { signal }),
    { keepPreviousData: true },
  );

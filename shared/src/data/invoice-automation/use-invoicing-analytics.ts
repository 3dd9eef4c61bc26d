import { useApiQuery } from '../../query/use-api-query';
import { getInvoiceAutomationAnalytics, registerInvoiceAutomationDemo } from './calls';
import { invoiceAutomationKeys } from './keys';

registerInvoiceAutomationDemo();

/** The Auto Invoicing tab's figures. */
export const useInvoicingAnalytics = () =>
  useApiQuery(invoiceAutomationKeys.analytics(), (signal) =>
    getInvoiceAutomationAnalytics({ signal }),
  );

import { useApiQuery } from '../../query/use-api-query';
import { getInvoiceRules, registerInvoiceAutomationDemo } from './calls';
import { invoiceAutomationKeys } from './keys';

registerInvoiceAutomationDemo();

/** Every rule by name, paused ones too. */
export const useInvoiceRules = () =>
  useApiQuery(invoiceAutomationKeys.rules(), (signal) => getInvoiceRules({ signal }));

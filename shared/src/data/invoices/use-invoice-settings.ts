import { useApiQuery } from '../../query/use-api-query';
import { getInvoiceSettings } from './calls';
import { invoiceSettingsKeys } from './keys';

/** The agency's invoice settings (number pattern, payment terms, currency). */
export function useInvoiceSettings() {
  return useApiQuery(invoiceSettingsKeys.all, (signal) => getInvoiceSettings({ signal }));
}

/** The agency's currency for amounts typed before the server has a record to answer with. */
export function useAgencyCurrency(): string {
  return useInvoiceSettings().data?.settings.currency ?? 'USD';
}

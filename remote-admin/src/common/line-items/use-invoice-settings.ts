import { getInvoiceSettings } from '@atelier/shared/api';
import { invoiceSettingsKeys, useApiQuery } from '@atelier/shared/query';

/** The agency's invoice settings (number pattern, payment terms, currency). */
export function useInvoiceSettings() {
  return useApiQuery(invoiceSettingsKeys.all, (signal) => getInvoiceSettings({ signal }));
}

/** The agency's currency for amounts typed before the server has a record to answer with. */
export function useAgencyCurrency(): string {
  return useInvoiceSettings().data?.settings.currency ?? 'USD';
}

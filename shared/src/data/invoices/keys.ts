import { domainKeys, type ListQuery } from '../domain-keys';

export const invoiceKeys = {
  ...domainKeys('invoices'),
  /** Credit notes change with their invoices: under `invoices`, invalidated with them. */
  creditNotes: (query: ListQuery = {}) => ['invoices', 'credit-notes', query] as const,
};
/** The agency's invoice settings (currency, numbering, terms). */
export const invoiceSettingsKeys = { all: ['invoice-settings'] as const };

/**
 * `@atelier/shared/data/invoices`: invoices, their credit notes and the agency's invoice
 * settings — the function's calls (`calls.ts`), the query keys (`keys.ts`), what their writes
 * refresh (`effects.ts`) and one hook per query or set of writes (`use-*.ts`). No demo answers:
 * invoices show what the server keeps.
 */
export * from './calls';
export { INVOICE_SETTINGS_WRITE_EFFECTS, INVOICE_WRITE_EFFECTS } from './effects';
export { invoiceKeys, invoiceSettingsKeys } from './keys';
export { useCreditNoteList } from './use-credit-note-list';
export { useInvoice } from './use-invoice-detail';
export { useInvoiceList } from './use-invoice-list';
export { useAgencyCurrency, useInvoiceSettings } from './use-invoice-settings';
export { useInvoiceWrites } from './use-invoice-writes';
export { useOpenInvoices } from './use-open-invoices';

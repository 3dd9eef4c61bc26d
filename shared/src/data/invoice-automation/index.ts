/**
 * `@atelier/shared/data/invoice-automation`: the Auto Invoicing tab's data — the function's
 * calls (`calls.ts`), the query keys (`keys.ts`), what its writes refresh (`effects.ts`), one
 * hook per query or set of writes (`use-*.ts`) and the demo answers (`demo*.ts`, downloaded
 * only when a call falls back to them).
 */
export * from './calls';
export { INVOICE_AUTOMATION_WRITE_EFFECTS } from './effects';
export { invoiceAutomationKeys } from './keys';
export { useGeneratedInvoices } from './use-generated-invoices';
export { useInvoiceRules } from './use-invoice-rules';
export { useInvoicingAnalytics } from './use-invoicing-analytics';
export { useInvoicingWrites } from './use-invoicing-writes';
export { useReminderSettings } from './use-reminder-settings';

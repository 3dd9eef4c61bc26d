import type { ApiResult, Invoice, InvoiceListQuery, InvoicePage } from '@atelier/shared';
import { toCsv } from '@atelier/shared/kit';
import { csvAmount as amount } from '../../common/csv';

/**
 * CSV export of the invoices a filter matches (every page), with what credit notes took off
 * (`credited`, docs/records.md "Credit notes") beside what was paid and what is left. Amounts
 * are in currency units with two decimals; columns use the contract's field names.
 */
export const INVOICE_CSV_COLUMNS = [
  'number',
  'status',
  'client',
  'project',
  'issue_date',
  'due_date',
  'currency',
  'total',
  'paid',
  'credited',
  'balance',
] as const;

const cells = (invoice: Invoice): Record<(typeof INVOICE_CSV_COLUMNS)[number], unknown> => ({
  number: invoice.number,
  status: invoice.status,
  client: invoice.clients.name,
  project: invoice.projects?.name ?? null,
  issue_date: invoice.issue_date,
  due_date: invoice.due_date,
  currency: invoice.currency,
  total: amount(invoice.total_cents),
  paid: amount(invoice.amount_paid_cents),
  credited: amount(invoice.credited_cents ?? 0),
  balance: amount(invoice.balance_cents),
});

export function invoicesToCsv(invoices: readonly Invoice[]): string {
  return toCsv(INVOICE_CSV_COLUMNS, invoices.map(cells));
}

/** Every invoice `query` matches, in pages of 100, at most 5,000; stops at the first failure. */
export async function fetchAllInvoices(
  query: InvoiceListQuery,
  getPage: (query: InvoiceListQuery) => Promise<ApiResult<InvoicePage>>,
): Promise<ApiResult<{ invoices: Invoice[] }>> {
  const invoices: Invoice[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = await getPage({ ...query, page, pageSize: 100 });
    if (!result.success) return result;
    invoices.push(...result.invoices);
    if (result.invoices.length < 100 || invoices.length >= result.total) break;
  }
  return { success: true, invoices };
}

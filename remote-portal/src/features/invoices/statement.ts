import type { PortalInvoiceSummary } from '@atelier/shared/contract';

/** One currency's line of the statement of account. */
export type StatementLine = {
  currency: string;
  invoicedCents: number;
  paidCents: number;
  balanceCents: number;
};

type StatementInvoice = Pick<
  PortalInvoiceSummary,
  'status' | 'currency' | 'total_cents' | 'amount_paid_cents' | 'balance_cents'
>;

/**
 * The statement of account from the invoice list, one line per currency (amounts in different
 * currencies are never added together). A cancelled invoice is owed by nobody: it counts
 * neither as invoiced nor as due; what was paid on it still counts as paid.
 */
export function statementOfAccount(invoices: readonly StatementInvoice[]): StatementLine[] {
  const lines = new Map<string, StatementLine>();
  for (const invoice of invoices) {
    const line = lines.get(invoice.currency) ?? {
      currency: invoice.currency,
      invoicedCents: 0,
      paidCents: 0,
      balanceCents: 0,
    };
    line.paidCents += invoice.amount_paid_cents;
    if (invoice.status !== 'cancelled') {
      line.invoicedCents += invoice.total_cents;
      line.balanceCents += invoice.balance_cents;
    }
    lines.set(invoice.currency, line);
  }
  return [...lines.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Whether the client can still pay this invoice from the portal. */
export const isPayable = (invoice: Pick<StatementInvoice, 'status' | 'balance_cents'>): boolean =>
  (invoice.status === 'sent' || invoice.status === 'overdue') && invoice.balance_cents > 0;

import { computeTotals, formatInvoiceNumber } from '@atelier/shared/records';
import type { Queryable } from '../db/database.ts';
import { type DemoInvoice, demoInvoices } from './demo-data.ts';
import { type Clock, type Ids, idOf, insertItems, type Languages } from './demo-seed-context.ts';
import { demoWords } from './demo-words-fr.ts';

/** The demo's money: invoices with their items and payments, numbered without gaps. */

/** The amount of each payment: shares of the total, the last one of a paid invoice the rest. */
export function paymentAmounts(invoice: DemoInvoice, totalCents: number): number[] {
  let paid = 0;
  return invoice.payments.map((payment, index) => {
    const isLast = index === invoice.payments.length - 1;
    const amount =
      isLast && invoice.status === 'paid'
        ? totalCents - paid
        : Math.round(totalCents * payment.share) - paid;
    paid += amount;
    return amount;
  });
}

export async function seedInvoices(
  tx: Queryable,
  clock: Clock,
  clientIds: Ids,
  projectIds: Ids,
  languages: Languages,
): Promise<void> {
  const [patternRow] = await tx.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'invoice.number_pattern'`,
  );
  const pattern = patternRow?.value ?? 'INV-{YYYY}-{SEQ:4}';
  const issuedAgo = (invoice: DemoInvoice): number | null =>
    invoice.issuedMonthsAgo === undefined
      ? invoice.issuedDaysAgo
      : clock.daysSinceMonthStart(invoice.issuedMonthsAgo);
  // Numbers follow the issue dates, as they would have been given; drafts have none.
  const ordered = demoInvoices
    .map((invoice) => ({ invoice, ago: issuedAgo(invoice) }))
    .sort((a, b) => (b.ago ?? -1) - (a.ago ?? -1));
  const sequences = new Map<number, number>();

  for (const { invoice, ago } of ordered) {
    const language = languages.ofClient(invoice.clientKey);
    const totals = computeTotals(invoice.items, invoice);
    const issueDay = ago === null ? null : -ago;
    const issueDate = issueDay === null ? null : clock.day(issueDay);
    const dueDate = clock.day((issueDay ?? 0) + invoice.termsDays);
    let number: string | null = null;
    let year: number | null = null;
    let sequence: number | null = null;
    if (issueDate) {
      year = Number(issueDate.slice(0, 4));
      sequence = (sequences.get(year) ?? 0) + 1;
      sequences.set(year, sequence);
      number = formatInvoiceNumber(pattern, year, sequence);
    }
    const amounts = paymentAmounts(invoice, totals.total_cents);
    const amountPaid = amounts.reduce((sum, amount) => sum + amount, 0);
    const lastPaymentDay =
      issueDay === null ? null : issueDay + (invoice.payments.at(-1)?.after ?? 0);
    const createdAt = clock.ago(ago === null ? 1 : ago + 1);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO invoices (number, number_year, number_sequence, client_id, project_id,
         discount_cents, tax_rate_bp, subtotal_cents, tax_cents, total_cents, amount_paid_cents,
         issue_date, due_date, notes, status, sent_at, paid_at, cancelled_at, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $19) RETURNING id`,
      [
        number,
        year,
        sequence,
        idOf(clientIds, invoice.clientKey),
        invoice.projectKey ? idOf(projectIds, invoice.projectKey) : null,
        totals.discount_cents,
        invoice.tax_rate_bp,
        totals.subtotal_cents,
        totals.tax_cents,
        totals.total_cents,
        amountPaid,
        issueDate,
        dueDate,
        invoice.notes === undefined ? null : demoWords(invoice.notes, language),
        invoice.status,
        issueDate ? `${issueDate}T09:00:00Z` : null,
        invoice.status === 'paid' && lastPaymentDay !== null
          ? `${clock.day(lastPaymentDay)}T15:00:00Z`
          : null,
        invoice.status === 'cancelled' ? clock.ago(Math.max(0, (ago ?? 0) - 5)) : null,
        createdAt,
      ],
    );
    if (!row) continue;
    await insertItems(
      tx,
      'invoice_items',
      'invoice_id',
      row.id,
      invoice.items,
      totals.line_amounts_cents,
      language,
    );
    for (const [index, payment] of invoice.payments.entries()) {
      await tx.query(
        `INSERT INTO payments (amount_cents, payment_date, payment_method, description,
           invoice_id, project_id, client_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          amounts[index],
          clock.day((issueDay ?? 0) + payment.after),
          payment.method,
          demoWords(payment.description, language),
          row.id,
          invoice.projectKey ? idOf(projectIds, invoice.projectKey) : null,
          idOf(clientIds, invoice.clientKey),
          `${clock.day((issueDay ?? 0) + payment.after)}T15:00:00Z`,
        ],
      );
    }
  }
  for (const [year, lastValue] of sequences) {
    await tx.query(
      `INSERT INTO invoice_number_sequences (year, last_value) VALUES ($1, $2)
       ON CONFLICT (year) DO UPDATE SET last_value = GREATEST(invoice_number_sequences.last_value,
         EXCLUDED.last_value)`,
      [year, lastValue],
    );
  }
}

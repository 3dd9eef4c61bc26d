import type { StoredInvoiceStatus } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';

/**
 * Tests only: money records written straight to the tables, so the client, team and project
 * tests do not depend on the invoice and payment functions.
 */

let invoiceSequence = 0;

export async function insertTestInvoice(
  db: Queryable,
  invoice: {
    clientId: string;
    projectId?: string | null;
    totalCents: number;
    paidCents?: number;
    status?: StoredInvoiceStatus;
    dueDate?: string;
  },
): Promise<string> {
  const status = invoice.status ?? 'sent';
  invoiceSequence += 1;
  const isIssued = status !== 'draft';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO invoices (number, number_year, number_sequence, client_id, project_id,
                          subtotal_cents, total_cents, amount_paid_cents, issue_date, due_date,
                          status)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10) RETURNING id`,
    [
      isIssued ? `TEST-${invoiceSequence}` : null,
      isIssued ? 2026 : null,
      isIssued ? invoiceSequence : null,
      invoice.clientId,
      invoice.projectId ?? null,
      invoice.totalCents,
      invoice.paidCents ?? 0,
      isIssued ? '2026-01-01' : null,
      invoice.dueDate ?? '2099-12-31',
      status,
    ],
  );
  if (!row) throw new Error('insertTestInvoice: no row');
  return row.id;
}

export async function insertTestPayment(
  db: Queryable,
  payment: { amountCents: number; clientId?: string | null; projectId?: string | null },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO payments (amount_cents, payment_date, payment_method, client_id, project_id)
     VALUES ($1, '2026-01-15', 'bank_transfer', $2, $3) RETURNING id`,
    [payment.amountCents, payment.clientId ?? null, payment.projectId ?? null],
  );
  if (!row) throw new Error('insertTestPayment: no row');
  return row.id;
}

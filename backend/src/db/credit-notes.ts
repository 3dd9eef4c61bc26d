import type { CreditNote } from '@atelier/shared/contract';
import type { DocumentTotals } from '@atelier/shared/records';
import type { Queryable } from './database.ts';
import { itemsJsonSql } from './proposals.ts';

/** SQL of credit notes (docs/records.md "Credit notes", migration 0037). */

const creditNoteSelect = `
  SELECT n.id, n.number, n.invoice_id, i.number AS invoice_number, n.client_id, n.project_id,
         n.currency, n.reason, n.discount_cents, n.tax_rate_bp, n.subtotal_cents, n.tax_cents,
         n.total_cents, n.issue_date, n.created_at,
         ${itemsJsonSql('credit_note_items', 'n')} AS items,
         json_build_object('name', c.name, 'company', c.company, 'email', c.email) AS clients,
         CASE WHEN pr.id IS NULL THEN NULL ELSE json_build_object('name', pr.name) END
           AS projects
  FROM credit_notes n
  JOIN invoices i ON i.id = n.invoice_id
  JOIN clients c ON c.id = n.client_id
  LEFT JOIN projects pr ON pr.id = n.project_id`;

export async function findCreditNote(
  q: Queryable,
  id: string,
  options: { clientId?: string } = {},
): Promise<CreditNote | undefined> {
  const [row] = await q.query<CreditNote>(
    `${creditNoteSelect} WHERE n.id = $1 AND ($2::uuid IS NULL OR n.client_id = $2::uuid)`,
    [id, options.clientId ?? null],
  );
  return row;
}

export interface CreditNoteListQuery {
  invoiceId?: string | undefined;
  clientId?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listCreditNotes(
  q: Queryable,
  query: CreditNoteListQuery,
): Promise<{ rows: CreditNote[]; total: number }> {
  const where = `($1::uuid IS NULL OR n.invoice_id = $1::uuid)
    AND ($2::uuid IS NULL OR n.client_id = $2::uuid)`;
  const params = [query.invoiceId ?? null, query.clientId ?? null];
  const rows = await q.query<CreditNote>(
    `${creditNoteSelect} WHERE ${where}
     ORDER BY n.created_at DESC, n.id DESC LIMIT $3 OFFSET $4`,
    [...params, query.limit, query.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM credit_notes n WHERE ${where}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

export interface NewCreditNoteRow {
  number: string;
  year: number;
  sequence: number;
  invoiceId: string;
  clientId: string;
  projectId: string | null;
  currency: string;
  reason: string;
  taxRateBp: number;
  totals: DocumentTotals;
  issueDate: string;
  createdBy: string | null;
}

/** Inserts the credit note and takes its total off the invoice's balance. */
export async function insertCreditNote(tx: Queryable, note: NewCreditNoteRow): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO credit_notes (number, number_year, number_sequence, invoice_id, client_id,
       project_id, currency, reason, discount_cents, tax_rate_bp, subtotal_cents, tax_cents,
       total_cents, issue_date, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING id`,
    [
      note.number,
      note.year,
      note.sequence,
      note.invoiceId,
      note.clientId,
      note.projectId,
      note.currency,
      note.reason,
      note.totals.discount_cents,
      note.taxRateBp,
      note.totals.subtotal_cents,
      note.totals.tax_cents,
      note.totals.total_cents,
      note.issueDate,
      note.createdBy,
    ],
  );
  if (!row) throw new Error('INSERT INTO credit_notes returned no row');
  await tx.query(
    `UPDATE invoices SET credited_cents = credited_cents + $2, updated_at = now() WHERE id = $1`,
    [note.invoiceId, note.totals.total_cents],
  );
  return row.id;
}

import type { Invoice, InvoiceColumns, InvoiceSortColumn } from '@atelier/shared/contract';
import type { StoredInvoiceStatus } from '@atelier/shared/records';
import type { Queryable } from './database.ts';
import { itemsJsonSql } from './proposals.ts';
import { escapeLike, insertWithCreator, sqlParams, updateColumns } from './sql.ts';

// invoice_states (migrations 0004, 0032, 0037) derives `overdue` from the agency's day and the
// balance, and `credited` when credit notes took off what was left to pay.
const invoiceSelect = `
  SELECT i.id, i.number, i.client_id, i.project_id, i.currency, i.discount_cents, i.tax_rate_bp,
         i.subtotal_cents, i.tax_cents, i.total_cents, i.amount_paid_cents, i.credited_cents,
         i.balance_cents,
         i.issue_date, i.due_date, i.notes, i.effective_status AS status, i.sent_at, i.paid_at,
         i.cancelled_at, i.created_at, i.updated_at,
         ${itemsJsonSql('invoice_items', 'i')} AS items,
         (SELECT json_build_object('name', c.name, 'company', c.company, 'email', c.email,
                                   'address', c.address, 'tax_id', c.tax_id)
          FROM clients AS c WHERE c.id = i.client_id) AS clients,
         (SELECT json_build_object('name', pr.name)
          FROM projects AS pr WHERE pr.id = i.project_id) AS projects
  FROM invoice_states AS i`;

export async function findInvoice(q: Queryable, id: string): Promise<Invoice | undefined> {
  const [row] = await q.query<Invoice>(`${invoiceSelect} WHERE i.id = $1`, [id]);
  return row;
}

/** What the state checks of a change need, the row locked until the transaction ends. */
export type LockedInvoice = Pick<
  Invoice,
  | 'id'
  | 'client_id'
  | 'project_id'
  | 'currency'
  | 'total_cents'
  | 'amount_paid_cents'
  | 'credited_cents'
> & {
  status: StoredInvoiceStatus;
};

/** What is left to pay: the total less payments and credit notes. */
export const invoiceBalance = (
  invoice: Pick<LockedInvoice, 'total_cents' | 'amount_paid_cents' | 'credited_cents'>,
): number => invoice.total_cents - invoice.amount_paid_cents - invoice.credited_cents;

/** Said when a payment is refused because credit notes left nothing to pay. */
export const SETTLED_BY_CREDIT = 'Nothing is left to pay on this invoice: a credit note settled it';

export async function lockInvoice(tx: Queryable, id: string): Promise<LockedInvoice | undefined> {
  const [row] = await tx.query<LockedInvoice>(
    `SELECT id, status, client_id, project_id, currency, total_cents, amount_paid_cents,
            credited_cents
     FROM invoices WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** The columns create and update write; totals come from the server's computation. */
export type InvoiceValues = InvoiceColumns;

const writableColumns = [
  'client_id',
  'project_id',
  'currency',
  'discount_cents',
  'tax_rate_bp',
  'subtotal_cents',
  'tax_cents',
  'total_cents',
  'due_date',
  'notes',
] as const satisfies readonly (keyof InvoiceValues)[];

export async function insertInvoice(
  tx: Queryable,
  values: InvoiceValues,
  createdBy: string | null,
): Promise<string> {
  return await insertWithCreator(tx, 'invoices', writableColumns, values, createdBy);
}

/** The stored values (items aside) an update starts from, the row locked. */
export async function findInvoiceValues(
  tx: Queryable,
  id: string,
): Promise<(InvoiceValues & { status: string }) | undefined> {
  const [row] = await tx.query<InvoiceValues & { status: string }>(
    `SELECT ${writableColumns.join(', ')}, status FROM invoices WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export async function updateInvoice(
  tx: Queryable,
  id: string,
  values: InvoiceValues,
): Promise<void> {
  await updateColumns(tx, 'invoices', id, writableColumns, values);
}

export async function deleteInvoice(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM invoices WHERE id = $1', [id]);
}

/**
 * The next number of `year`, taken under a lock of the year's row: concurrent sends wait for
 * each other, and a rolled-back send gives its number back (gap-free).
 */
export async function takeInvoiceSequence(tx: Queryable, year: number): Promise<number> {
  return await takeSequence(tx, 'invoice_number_sequences', year);
}

/**
 * The next number of `year` in a gap-free sequence table (invoices, credit notes), the year's
 * row locked until the transaction ends: a transaction that fails gives its number back.
 */
export async function takeSequence(
  tx: Queryable,
  table: 'invoice_number_sequences' | 'credit_note_number_sequences',
  year: number,
): Promise<number> {
  await tx.query(
    `INSERT INTO ${table} (year, last_value) VALUES ($1, 0) ON CONFLICT (year) DO NOTHING`,
    [year],
  );
  const [locked] = await tx.query<{ last_value: number }>(
    `SELECT last_value FROM ${table} WHERE year = $1 FOR UPDATE`,
    [year],
  );
  const next = (locked?.last_value ?? 0) + 1;
  await tx.query(`UPDATE ${table} SET last_value = $2 WHERE year = $1`, [year, next]);
  return next;
}

/** The number the next send of `year` would take (a preview: nothing is locked). */
export async function peekInvoiceSequence(q: Queryable, year: number): Promise<number> {
  const [row] = await q.query<{ last_value: number }>(
    'SELECT last_value FROM invoice_number_sequences WHERE year = $1',
    [year],
  );
  return (row?.last_value ?? 0) + 1;
}

export async function markInvoiceSent(
  tx: Queryable,
  id: string,
  issue: { number: string; year: number; sequence: number; issueDate: string },
): Promise<void> {
  await tx.query(
    `UPDATE invoices SET status = 'sent', number = $2, number_year = $3, number_sequence = $4,
            issue_date = $5, sent_at = now(), updated_at = now()
     WHERE id = $1`,
    [id, issue.number, issue.year, issue.sequence, issue.issueDate],
  );
}

export async function markInvoiceCancelled(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now()
     WHERE id = $1`,
    [id],
  );
}

/**
 * Adds `deltaCents` (negative to take a payment back) to what was paid: `paid` with `paid_at`
 * when nothing is left to pay (credit notes included), back to `sent` otherwise.
 */
export async function applyPaymentToInvoice(
  tx: Queryable,
  id: string,
  deltaCents: number,
): Promise<void> {
  await tx.query(
    `UPDATE invoices
     SET amount_paid_cents = amount_paid_cents + $2,
         status = CASE WHEN amount_paid_cents + $2 + credited_cents >= total_cents THEN 'paid'
                       ELSE 'sent' END,
         paid_at = CASE WHEN amount_paid_cents + $2 + credited_cents >= total_cents
                        THEN coalesce(paid_at, now()) ELSE NULL END,
         updated_at = now()
     WHERE id = $1`,
    [id, deltaCents],
  );
}

export interface InvoiceListQuery {
  statuses?: readonly string[] | undefined;
  clientId?: string | undefined;
  projectId?: string | undefined;
  /** Part of the number or of the client's name or company, any case. */
  search?: string | undefined;
  sort: InvoiceSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const invoiceSortExpression: Record<InvoiceSortColumn, string> = {
  created_at: 'i.created_at',
  due_date: 'i.due_date',
  total_cents: 'i.total_cents',
  // Numbers of one pattern sort by year and sequence; drafts (no number) go last.
  number: 'i.number_year',
};

export async function listInvoices(
  q: Queryable,
  query: InvoiceListQuery,
): Promise<{ rows: Invoice[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.statuses?.length) {
    where.push(`i.effective_status = ANY(${param(query.statuses)}::text[])`);
  }
  if (query.clientId) where.push(`i.client_id = ${param(query.clientId)}::uuid`);
  if (query.projectId) where.push(`i.project_id = ${param(query.projectId)}::uuid`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(`(i.number ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM clients AS c WHERE c.id = i.client_id
                 AND (c.name ILIKE ${pattern} OR c.company ILIKE ${pattern})))`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM invoice_states AS i ${whereSql}`,
    params,
  );
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const sort = invoiceSortExpression[query.sort];
  const then = query.sort === 'number' ? `, i.number_sequence ${direction} NULLS LAST` : '';
  const rows = await q.query<Invoice>(
    `${invoiceSelect} ${whereSql}
     ORDER BY ${sort} ${direction} NULLS LAST${then}, i.created_at ${direction}, i.id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Whether a client exists and which client a project belongs to, for the reference checks of
 * invoices and payments (ids already known to be UUIDs).
 */
export async function findReferences(
  q: Queryable,
  ids: { clientId: string | null; projectId: string | null },
): Promise<{ hasClient: boolean; projectClientId: string | null | undefined }> {
  const [row] = await q.query<{ has_client: boolean; project_client_id: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM clients WHERE id = $1::uuid) AS has_client,
            (SELECT client_id FROM projects WHERE id = $2::uuid) AS project_client_id`,
    [ids.clientId, ids.projectId],
  );
  return {
    hasClient: row?.has_client ?? false,
    // undefined: no such project (a project always has a client).
    projectClientId: row?.project_client_id ?? undefined,
  };
}

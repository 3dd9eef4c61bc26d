import type { Payment, PaymentColumns, PaymentSortColumn } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike, sqlParams } from './sql.ts';

const paymentSelect = `
  SELECT pay.id, pay.amount_cents::numeric / 100 AS amount, pay.amount_cents, pay.currency,
         pay.payment_date, pay.payment_method, pay.description, pay.invoice_id,
         inv.number AS invoice_number, pay.project_id, pay.client_id, pay.created_at,
         CASE WHEN pr.id IS NULL THEN NULL ELSE json_build_object('name', pr.name) END
           AS projects,
         CASE WHEN c.id IS NULL THEN NULL
              ELSE json_build_object('name', c.name, 'company', c.company) END AS clients
  FROM payments AS pay
  LEFT JOIN invoices AS inv ON inv.id = pay.invoice_id
  LEFT JOIN projects AS pr ON pr.id = pay.project_id
  LEFT JOIN clients AS c ON c.id = pay.client_id`;

export async function findPayment(q: Queryable, id: string): Promise<Payment | undefined> {
  const [row] = await q.query<Payment>(`${paymentSelect} WHERE pay.id = $1`, [id]);
  return row;
}

/** What a payment row stores. */
export type PaymentValues = PaymentColumns;

export async function insertPayment(
  tx: Queryable,
  values: PaymentValues,
  recordedBy: string | null,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO payments (amount_cents, currency, payment_date, payment_method, description,
                           invoice_id, project_id, client_id, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT id FROM users WHERE id = $9))
     RETURNING id`,
    [
      values.amount_cents,
      values.currency,
      values.payment_date,
      values.payment_method,
      values.description,
      values.invoice_id,
      values.project_id,
      values.client_id,
      recordedBy,
    ],
  );
  if (!row) throw new Error('INSERT INTO payments returned no row');
  return row.id;
}

/** Deletes a payment, answering what it was (null when the id named none). */
export async function deletePayment(
  tx: Queryable,
  id: string,
): Promise<{ invoice_id: string | null; amount_cents: number } | undefined> {
  const [row] = await tx.query<{ invoice_id: string | null; amount_cents: number }>(
    'DELETE FROM payments WHERE id = $1 RETURNING invoice_id, amount_cents',
    [id],
  );
  return row;
}

/** The invoice a payment is recorded against, read before it is locked in that order. */
export async function findPaymentInvoiceId(
  q: Queryable,
  id: string,
): Promise<{ invoice_id: string | null } | undefined> {
  const [row] = await q.query<{ invoice_id: string | null }>(
    'SELECT invoice_id FROM payments WHERE id = $1',
    [id],
  );
  return row;
}

export interface PaymentListQuery {
  clientId?: string | undefined;
  projectId?: string | undefined;
  invoiceId?: string | undefined;
  paymentMethods?: readonly string[] | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Part of the description, the invoice number, the client's name or the project's name. */
  search?: string | undefined;
  sort: PaymentSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listPayments(
  q: Queryable,
  query: PaymentListQuery,
): Promise<{ rows: Payment[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.clientId) where.push(`pay.client_id = ${param(query.clientId)}::uuid`);
  if (query.projectId) where.push(`pay.project_id = ${param(query.projectId)}::uuid`);
  if (query.invoiceId) where.push(`pay.invoice_id = ${param(query.invoiceId)}::uuid`);
  if (query.paymentMethods?.length) {
    where.push(`pay.payment_method = ANY(${param(query.paymentMethods)}::text[])`);
  }
  if (query.dateFrom) where.push(`pay.payment_date >= ${param(query.dateFrom)}::date`);
  if (query.dateTo) where.push(`pay.payment_date <= ${param(query.dateTo)}::date`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(`(pay.description ILIKE ${pattern} OR inv.number ILIKE ${pattern}
      OR c.name ILIKE ${pattern} OR c.company ILIKE ${pattern} OR pr.name ILIKE ${pattern})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM (${paymentSelect} ${whereSql}) AS matching`,
    params,
  );
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const rows = await q.query<Payment>(
    `${paymentSelect} ${whereSql}
     ORDER BY pay.${query.sort} ${direction}, pay.created_at ${direction}, pay.id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}

export interface RevenueStatsRow {
  current_month_cents: number;
  last_month_cents: number;
  year_to_date_cents: number;
  transactions_this_year: number;
  /** Credit notes issued this year (they correct invoices; payments are the revenue). */
  credited_year_to_date_cents: number;
}

/** Every figure of get_revenue_stats in one pass over this year's and last month's payments. */
export async function revenueStats(q: Queryable): Promise<RevenueStatsRow> {
  const [row] = await q.query<RevenueStatsRow>(
    `WITH bounds AS (
       SELECT date_trunc('month', agency_today())::date AS this_month,
              (date_trunc('month', agency_today()) - interval '1 month')::date AS last_month,
              date_trunc('year', agency_today())::date AS this_year
     )
     SELECT
       coalesce(sum(pay.amount_cents) FILTER (WHERE pay.payment_date >= b.this_month), 0)::bigint
         AS current_month_cents,
       coalesce(sum(pay.amount_cents) FILTER (
         WHERE pay.payment_date >= b.last_month AND pay.payment_date < b.this_month), 0)::bigint
         AS last_month_cents,
       coalesce(sum(pay.amount_cents) FILTER (WHERE pay.payment_date >= b.this_year), 0)::bigint
         AS year_to_date_cents,
       count(pay.id) FILTER (WHERE pay.payment_date >= b.this_year) AS transactions_this_year,
       (SELECT coalesce(sum(n.total_cents), 0)::bigint FROM credit_notes AS n
        WHERE n.issue_date >= b.this_year AND n.issue_date <= (SELECT agency_today()))
         AS credited_year_to_date_cents
     FROM bounds AS b
     LEFT JOIN payments AS pay
       ON pay.payment_date >= least(b.last_month, b.this_year)
      AND pay.payment_date < b.this_month + interval '1 month'
     GROUP BY b.this_month, b.last_month, b.this_year`,
  );
  if (!row) throw new Error('Revenue statistics returned no row');
  return row;
}

export interface MonthlyRevenueRow {
  month: string;
  revenue_cents: number;
  transactions: number;
  /** Credit notes issued that month. */
  credited_cents: number;
}

/** The last 12 calendar months, oldest first, months without payments included. */
export function monthlyRevenue(q: Queryable): Promise<MonthlyRevenueRow[]> {
  return q.query<MonthlyRevenueRow>(
    `SELECT to_char(month.start, 'YYYY-MM') AS month,
            coalesce(sum(pay.amount_cents), 0)::bigint AS revenue_cents,
            count(pay.id) AS transactions,
            (SELECT coalesce(sum(n.total_cents), 0)::bigint FROM credit_notes AS n
             WHERE n.issue_date >= month.start::date
               AND n.issue_date < (month.start + interval '1 month')::date) AS credited_cents
     FROM generate_series(
            date_trunc('month', agency_today()) - interval '11 months',
            date_trunc('month', agency_today()),
            interval '1 month') AS month (start)
     LEFT JOIN payments AS pay
       ON pay.payment_date >= month.start::date
      AND pay.payment_date < (month.start + interval '1 month')::date
     GROUP BY month.start
     ORDER BY month.start`,
  );
}

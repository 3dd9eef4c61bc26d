import type { ActivityItem, OverdueInvoice } from '@atelier/shared/contract';
import type { ProjectStatus } from '@atelier/shared/records';
import type { Queryable } from './database.ts';

/**
 * The dashboard's figures that no other module computes (docs/dashboard.md): open proposals,
 * projects by status and overdue invoices in one query, recent activity in another. Lead and
 * revenue figures and the calendar's entries come from their own modules.
 */

export type OverdueInvoiceRow = OverdueInvoice;

export interface OverviewSummaryRow {
  open_proposals: number;
  open_proposals_cents: number;
  projects_by_status: Partial<Record<ProjectStatus, number>>;
  overdue_invoices: number;
  overdue_balance_cents: number;
  overdue_oldest: OverdueInvoiceRow[];
}

// "Open" is what get_proposals reads as `sent`: sent and not past its valid-until date.
const openProposals = `FROM proposals
  WHERE status = 'sent' AND (valid_until IS NULL OR valid_until >= (SELECT agency_today()))`;

/** Every count and sum of the overview in one round trip; `oldest` = the `limit` oldest due. */
export async function overviewSummary(q: Queryable, limit: number): Promise<OverviewSummaryRow> {
  const [row] = await q.query<OverviewSummaryRow>(
    `WITH overdue AS (
       SELECT * FROM invoice_states WHERE effective_status = 'overdue'
     )
     SELECT
       (SELECT count(*) ${openProposals}) AS open_proposals,
       (SELECT coalesce(sum(total_cents), 0)::bigint ${openProposals}) AS open_proposals_cents,
       (SELECT coalesce(json_object_agg(status, n), '{}'::json)
          FROM (SELECT status, count(*) AS n FROM projects GROUP BY status) AS counted)
         AS projects_by_status,
       (SELECT count(*) FROM overdue) AS overdue_invoices,
       (SELECT coalesce(sum(balance_cents), 0)::bigint FROM overdue) AS overdue_balance_cents,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', o.id, 'number', o.number,
                 'client', json_build_object('id', c.id, 'name', c.name, 'company', c.company),
                 'balance_cents', o.balance_cents, 'currency', o.currency,
                 'due_date', o.due_date, 'days_overdue', (SELECT agency_today()) - o.due_date)
               ORDER BY o.due_date, o.number), '[]'::json)
          FROM (SELECT * FROM overdue ORDER BY due_date, number LIMIT $1) AS o
          JOIN clients AS c ON c.id = o.client_id) AS overdue_oldest`,
    [limit],
  );
  if (!row) throw new Error('The overview summary returned no row');
  return row;
}

/** One thing that happened, before the view adds the admin page it leads to. */
export type ActivityRow = Omit<ActivityItem, 'path'> & {
  /** Its invoice, for a payment recorded against one. */
  invoice_id: string | null;
};

/**
 * The `limit` newest things that happened, read from the records' own timestamps. Each branch
 * takes its newest `limit` first, so the union stays small whatever the tables hold. Things that
 * happened in the same transaction (a payment that pays its invoice) keep a fixed order.
 */
export async function recentActivity(q: Queryable, limit: number): Promise<ActivityRow[]> {
  const columns = `type, id, invoice_id, subject, who, at, amount_cents, currency`;
  return await q.query<ActivityRow>(
    `SELECT ${columns} FROM (
       (SELECT 'lead_created' AS type, 7 AS rank, l.id::text AS id, NULL::text AS invoice_id,
               l.company AS subject, l.name AS who, l.created_at AS at,
               NULL::bigint AS amount_cents, NULL::text AS currency
        FROM leads AS l ORDER BY l.created_at DESC LIMIT $1)
       UNION ALL
       (SELECT 'proposal_sent', 6, p.id::text, NULL, p.title, coalesce(c.name, ld.name),
               p.sent_at, p.total_cents, p.currency
        FROM proposals AS p
        LEFT JOIN clients AS c ON c.id = p.client_id
        LEFT JOIN leads AS ld ON ld.id = p.lead_id
        WHERE p.sent_at IS NOT NULL ORDER BY p.sent_at DESC LIMIT $1)
       UNION ALL
       (SELECT 'proposal_' || p.status, 5, p.id::text, NULL, p.title, coalesce(c.name, ld.name),
               p.decided_at, p.total_cents, p.currency
        FROM proposals AS p
        LEFT JOIN clients AS c ON c.id = p.client_id
        LEFT JOIN leads AS ld ON ld.id = p.lead_id
        WHERE p.status IN ('accepted', 'declined') AND p.decided_at IS NOT NULL
        ORDER BY p.decided_at DESC LIMIT $1)
       UNION ALL
       (SELECT 'invoice_sent', 4, i.id::text, NULL, i.number, c.name, i.sent_at, i.total_cents,
               i.currency
        FROM invoices AS i JOIN clients AS c ON c.id = i.client_id
        WHERE i.sent_at IS NOT NULL ORDER BY i.sent_at DESC LIMIT $1)
       UNION ALL
       (SELECT 'invoice_paid', 2, i.id::text, NULL, i.number, c.name, i.paid_at, i.total_cents,
               i.currency
        FROM invoices AS i JOIN clients AS c ON c.id = i.client_id
        WHERE i.status = 'paid' AND i.paid_at IS NOT NULL ORDER BY i.paid_at DESC LIMIT $1)
       UNION ALL
       (SELECT 'payment_recorded', 3, pay.id::text, pay.invoice_id::text,
               coalesce(inv.number, pay.description), c.name, pay.created_at, pay.amount_cents,
               pay.currency
        FROM payments AS pay
        LEFT JOIN invoices AS inv ON inv.id = pay.invoice_id
        LEFT JOIN clients AS c ON c.id = pay.client_id
        ORDER BY pay.created_at DESC LIMIT $1)
     ) AS activity
     ORDER BY at DESC, rank, id
     LIMIT $1`,
    [limit],
  );
}

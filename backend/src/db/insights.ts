import type {
  ClientRevenue,
  ConversionCount,
  CountAndSum,
  Insights,
  InsightsRange,
  MonthRevenue,
  PipelineStage,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * Every figure of business-intelligence's get_insights (docs/business-intelligence.md) in one
 * round trip: lead conversion, the pipeline, deal sizes, proposal outcomes and revenue over a
 * range of calendar days (UTC). Timestamps (a lead's creation, a proposal's decision, an
 * invoice's payment) count on their UTC day; payments on their payment date.
 */

export type { InsightsRange };

export type PipelineStageRow = Omit<PipelineStage, 'status'> & { status: string };

export interface InsightsRow {
  by_source: (ConversionCount & { source: string })[];
  by_project_type: (ConversionCount & { project_type: string | null })[];
  pipeline: PipelineStageRow[];
  open_proposals: CountAndSum;
  accepted: CountAndSum;
  declined: number;
  expired: number;
  paid_invoices: CountAndSum;
  top_clients: ClientRevenue[];
  /** Clients after the top ones, and payments recorded without a client. */
  other_revenue: NonNullable<Insights['revenue']['others']>;
  by_month: MonthRevenue[];
}

const conversionBy = (column: string) =>
  `SELECT coalesce(json_agg(json_build_object(
            '${column}', ${column}, 'leads', leads, 'converted', converted)
            ORDER BY ${column}), '[]'::json)
   FROM (SELECT ${column}, count(*) AS leads, count(*) FILTER (WHERE is_converted) AS converted
         FROM range_leads GROUP BY ${column}) AS counted`;

const countAndSum = (from: string) =>
  `SELECT json_build_object('count', count(*), 'total_cents', coalesce(sum(total_cents), 0))
   ${from}`;

/**
 * The figures of `range`; `topClients` clients are named, the rest are summed up. `today` (UTC)
 * decides which sent proposals are open and which have expired.
 */
export async function insightsFigures(
  q: Queryable,
  range: InsightsRange,
  topClients: number,
  today: string,
): Promise<InsightsRow> {
  const [row] = await q.query<InsightsRow>(
    `WITH bounds AS (
       SELECT $1::date AS from_day, $2::date AS to_day,
              ($1::date)::timestamp AT TIME ZONE 'UTC' AS from_at,
              ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AS until_at
     ),
     range_leads AS (
       SELECT l.source, l.project_type, l.status, l.budget,
              (l.status = 'converted' OR l.converted_client_id IS NOT NULL) AS is_converted
       FROM leads AS l, bounds AS b
       WHERE l.created_at >= b.from_at AND l.created_at < b.until_at
     ),
     -- A sent proposal past its valid-until date reads as expired (docs/records.md); it is
     -- decided on that date.
     decided AS (
       SELECT p.status AS outcome, p.total_cents
       FROM proposals AS p, bounds AS b
       WHERE p.status IN ('accepted', 'declined')
         AND p.decided_at >= b.from_at AND p.decided_at < b.until_at
       UNION ALL
       SELECT 'expired', p.total_cents
       FROM proposals AS p, bounds AS b
       WHERE p.status = 'sent' AND p.valid_until < $4::date
         AND p.valid_until BETWEEN b.from_day AND b.to_day
     ),
     range_payments AS (
       SELECT pay.client_id, pay.amount_cents, pay.payment_date
       FROM payments AS pay, bounds AS b
       WHERE pay.payment_date BETWEEN b.from_day AND b.to_day
     ),
     client_revenue AS (
       SELECT c.id AS client_id, c.name, c.company,
              sum(pay.amount_cents)::bigint AS amount_cents, count(*) AS payments,
              row_number() OVER (ORDER BY sum(pay.amount_cents) DESC, c.name, c.id) AS rank
       FROM range_payments AS pay JOIN clients AS c ON c.id = pay.client_id
       GROUP BY c.id, c.name, c.company
     ),
     other_payments AS (
       SELECT amount_cents, 1 AS payments, NULL::uuid AS client_id
       FROM range_payments WHERE client_id IS NULL
       UNION ALL
       SELECT amount_cents, payments, client_id FROM client_revenue WHERE rank > $3
     )
     SELECT
       (${conversionBy('source')}) AS by_source,
       (${conversionBy('project_type')}) AS by_project_type,
       (SELECT coalesce(json_agg(json_build_object(
                 'status', status, 'leads', leads, 'with_budget', with_budget,
                 'budget_cents', budget_cents) ORDER BY status), '[]'::json)
          FROM (SELECT status, count(*) AS leads, count(budget) AS with_budget,
                       coalesce(sum(budget::bigint * 100), 0) AS budget_cents
                FROM range_leads WHERE status <> 'lost' GROUP BY status) AS staged) AS pipeline,
       (${countAndSum(`FROM proposals
          WHERE status = 'sent' AND (valid_until IS NULL OR valid_until >= $4::date)`)})
         AS open_proposals,
       (${countAndSum(`FROM decided WHERE outcome = 'accepted'`)}) AS accepted,
       (SELECT count(*) FROM decided WHERE outcome = 'declined') AS declined,
       (SELECT count(*) FROM decided WHERE outcome = 'expired') AS expired,
       (${countAndSum(`FROM invoices AS i, bounds AS b
          WHERE i.status = 'paid' AND i.paid_at >= b.from_at AND i.paid_at < b.until_at`)})
         AS paid_invoices,
       (SELECT coalesce(json_agg(json_build_object(
                 'client_id', client_id, 'name', name, 'company', company,
                 'amount_cents', amount_cents, 'payments', payments) ORDER BY rank), '[]'::json)
          FROM client_revenue WHERE rank <= $3) AS top_clients,
       (SELECT json_build_object('clients', count(client_id),
                 'amount_cents', coalesce(sum(amount_cents), 0),
                 'payments', coalesce(sum(payments), 0))
          FROM other_payments) AS other_revenue,
       (SELECT json_agg(json_build_object(
                 'month', to_char(month.start, 'YYYY-MM'), 'amount_cents', amount_cents,
                 'payments', payments) ORDER BY month.start)
          FROM (SELECT month.start, coalesce(sum(pay.amount_cents), 0) AS amount_cents,
                       count(pay.payment_date) AS payments
                FROM bounds AS b
                CROSS JOIN generate_series(date_trunc('month', b.from_day),
                                           date_trunc('month', b.to_day),
                                           interval '1 month') AS month (start)
                LEFT JOIN range_payments AS pay
                  ON pay.payment_date >= month.start::date
                 AND pay.payment_date < (month.start + interval '1 month')::date
                GROUP BY month.start) AS month) AS by_month`,
    [range.from, range.to, topClients, today],
  );
  if (!row) throw new Error('The insights query returned no row');
  return row;
}

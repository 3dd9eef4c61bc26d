import type { Queryable } from './database.ts';
import { retainerStart } from './invoice-generations.ts';

/**
 * The figures of invoice-automation's `get_analytics`, all over generated invoices (a row of
 * `invoice_generations` whose invoice still exists). Dates are UTC days; `today` is the
 * agency's (`agencyToday`), passed in so the figures of one answer agree with each other.
 */

export interface InvoicedRow {
  month: string;
  rule_id: string;
  name: string;
  total_cents: number;
}

/**
 * Invoice totals by month and rule from `from` (a month's first day) on, cancelled invoices
 * left out. A month is the issue date's; a draft not issued yet counts on the day its trigger
 * was for.
 */
export async function invoicedByMonthAndRule(q: Queryable, from: string): Promise<InvoicedRow[]> {
  return await q.query<InvoicedRow>(
    `SELECT to_char(coalesce(i.issue_date, g.due_on), 'YYYY-MM') AS month, g.rule_id,
            r.name, sum(i.total_cents)::bigint AS total_cents
     FROM invoice_generations g
     JOIN invoices i ON i.id = g.invoice_id
     JOIN invoice_rules r ON r.id = g.rule_id
     WHERE i.status <> 'cancelled' AND coalesce(i.issue_date, g.due_on) >= $1::date
     GROUP BY 1, g.rule_id, r.name
     ORDER BY 1, lower(r.name), g.rule_id`,
    [from],
  );
}

export interface PaymentFigures {
  paid_cents: number;
  outstanding_cents: number;
  overdue_cents: number;
  averageDaysToPay: number | null;
}

/**
 * Issued generated invoices (sent or paid): what was paid, what is left to pay (overdue
 * included) and the overdue part, i.e. due before `today`; and the mean of issue date to
 * paid day (UTC) of the paid ones, one decimal.
 */
export async function paymentFigures(q: Queryable, today: string): Promise<PaymentFigures> {
  const [row] = await q.query<PaymentFigures>(
    `SELECT coalesce(sum(i.amount_paid_cents), 0)::bigint AS paid_cents,
            coalesce(sum(i.total_cents - i.amount_paid_cents - i.credited_cents)
                       FILTER (WHERE i.status = 'sent'), 0)::bigint AS outstanding_cents,
            coalesce(sum(i.total_cents - i.amount_paid_cents - i.credited_cents)
                       FILTER (WHERE i.status = 'sent' AND i.due_date < $1::date), 0)::bigint
              AS overdue_cents,
            round(avg((i.paid_at AT TIME ZONE 'UTC')::date - i.issue_date)
                    FILTER (WHERE i.status = 'paid'), 1)::float8 AS "averageDaysToPay"
     FROM invoice_generations g
     JOIN invoices i ON i.id = g.invoice_id
     WHERE i.status IN ('sent', 'paid')`,
    [today],
  );
  return row ?? { paid_cents: 0, outstanding_cents: 0, overdue_cents: 0, averageDaysToPay: null };
}

/** An active time rule attached to a project that still bills, with what the forecast shows. */
export interface ScheduledRetainer {
  rule: { id: string; name: string };
  project: { id: string; name: string };
  client: { id: string; name: string };
  day_of_month: number;
  amount_cents: number;
  /** No period before this day is invoiced (`retainerStart`). */
  bills_from: string;
  /** The periods (`YYYY-MM`) already generated. */
  generated: string[];
}

/**
 * Active time rules × their projects that are neither completed nor cancelled (the ones the
 * scheduler invoices), with the periods already generated (keys `time:<rule>:<project>:<YYYY-MM>`).
 */
export async function listScheduledRetainers(
  q: Queryable,
  zone: string,
): Promise<ScheduledRetainer[]> {
  const rows = await q.query<
    Omit<ScheduledRetainer, 'bills_from'> & { attached_at: string; start_date: string | null }
  >(
    `SELECT json_build_object('id', r.id, 'name', r.name) AS rule,
            json_build_object('id', pr.id, 'name', pr.name) AS project,
            json_build_object('id', c.id, 'name', c.name) AS client,
            (r.schedule ->> 'day_of_month')::int AS day_of_month,
            (r.schedule ->> 'amount_cents')::bigint AS amount_cents,
            a.attached_at, pr.start_date,
            coalesce((SELECT array_agg(right(g.trigger_key, 7)) FROM invoice_generations g
                      WHERE g.trigger_key LIKE 'time:' || r.id || ':' || pr.id || ':%'), '{}')
              AS generated
     FROM project_invoice_rules a
     JOIN invoice_rules r ON r.id = a.rule_id
     JOIN projects pr ON pr.id = a.project_id
     JOIN clients c ON c.id = pr.client_id
     WHERE r.trigger = 'time' AND r.is_active AND pr.status NOT IN ('completed', 'cancelled')
     ORDER BY r.id, pr.id`,
  );
  // The day in the agency's zone (`zone`, `agencyTimeZone`), as the scheduler counts it.
  return rows.map(({ attached_at, start_date, ...retainer }) => ({
    ...retainer,
    bills_from: retainerStart(zone, attached_at, start_date),
  }));
}

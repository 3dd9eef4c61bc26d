import { invoiceAutomation } from '@atelier/shared/actions';
import type { InvoiceAutomationAnalytics, UpcomingInvoice } from '@atelier/shared/contract';
import { agencyTimeZone, dayIn } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import {
  invoicedByMonthAndRule,
  listScheduledRetainers,
  paymentFigures,
  type ScheduledRetainer,
} from '../../db/invoice-automation-analytics.ts';
import { addDays } from '../invoice-management/today.ts';
import { implement } from '../registry.ts';

/** How far `upcoming` looks ahead, today included. */
export const UPCOMING_DAYS = 90;

/** The first day of the month `offset` months from the month of `day` (UTC). */
const monthStart = (day: string, offset: number): string => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10);
};

/** The last 12 months, oldest first, each with its rules by name; empty months are zeros. */
async function invoicedByMonth(db: Queryable, day: string) {
  const months = Array.from({ length: 12 }, (_, index) => monthStart(day, index - 11).slice(0, 7));
  const rows = await invoicedByMonthAndRule(db, `${months[0]}-01`);
  return months.map((month) => {
    const byRule = rows
      .filter((row) => row.month === month)
      .map(({ rule_id, name, total_cents }) => ({ rule_id, name, total_cents }));
    const total_cents = byRule.reduce((sum, rule) => sum + rule.total_cents, 0);
    return { month, total_cents, byRule };
  });
}

/**
 * The retainer periods from `from` to `to` (both included) that no invoice was generated for
 * yet and that the scheduler would invoice (on or after the day the rule was attached).
 */
function upcomingPeriods(retainer: ScheduledRetainer, from: string, to: string): UpcomingInvoice[] {
  const day = String(retainer.day_of_month).padStart(2, '0');
  const periods: UpcomingInvoice[] = [];
  for (let offset = 0; monthStart(from, offset) <= to; offset++) {
    const month = monthStart(from, offset).slice(0, 7);
    const date = `${month}-${day}`;
    if (date < from || date > to || date < retainer.bills_from) continue;
    if (retainer.generated.includes(month)) continue;
    const { rule, project, client, amount_cents } = retainer;
    periods.push({ date, rule, project, client, amount_cents });
  }
  return periods;
}

/**
 * Invoiced per month by rule, paid vs outstanding, average days to pay, all over generated
 * invoices, and the retainer invoices the next 90 days will bring. Milestone and percentage
 * rules have no date to forecast: they fire on events.
 */
export const getAnalytics = implement(invoiceAutomation.actions.get_analytics, {
  handler: async (_input, { db }) => {
    const zone = await agencyTimeZone(db);
    const day = dayIn(zone);
    const last = addDays(day, UPCOMING_DAYS - 1);
    const { averageDaysToPay, ...paidVsOutstanding } = await paymentFigures(db, day);
    const upcoming = (await listScheduledRetainers(db, zone))
      .flatMap((retainer) => upcomingPeriods(retainer, day, last))
      .sort((a, b) => a.date.localeCompare(b.date));
    const analytics: InvoiceAutomationAnalytics = {
      invoicedByMonth: await invoicedByMonth(db, day),
      paidVsOutstanding,
      averageDaysToPay,
      upcoming,
    };
    return { analytics };
  },
});

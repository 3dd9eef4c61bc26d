import { invoiceAutomation } from '@atelier/shared/actions';
import type { RunSchedulesAnswer } from '@atelier/shared/contract';
import { agencyTimeZone, agencyToday } from '../../db/agency-time.ts';
import type { Database } from '../../db/database.ts';
import {
  findGeneratedInvoices,
  listActiveProjectRules,
  listGenerationKeys,
  listScheduledAttachments,
} from '../../db/invoice-generations.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField } from '../client-management/record-fields.ts';
import { addDays } from '../invoice-management/today.ts';
import { implement } from '../registry.ts';
import { monthlyPeriodDays } from './amounts.ts';
import { generatedCause, generateInvoice, singleLine } from './generate.ts';

/** How far ahead an admin may run the schedules: a year of periods at most. */
const MAX_DAYS_AHEAD = 366;

const monthName = (day: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );

/**
 * Invoices every period of every active time rule that is due by `asOf` and not invoiced yet:
 * for each project it is attached to (neither completed nor cancelled), the invoice days from
 * the attachment on. One transaction per period, so a failure keeps the periods done before.
 * Answers the new invoices' ids; run again, it finds every key taken and makes none.
 */
export async function invoiceDueSchedules(db: Database, asOf: string): Promise<string[]> {
  const ids: string[] = [];
  const zone = await agencyTimeZone(db);
  for (const { rule, project, bills_from } of await listScheduledAttachments(db, zone)) {
    const schedule = rule.schedule;
    if (schedule === null || Array.isArray(schedule)) continue;
    const taken = await listGenerationKeys(db, rule.id, project.id);
    for (const day of monthlyPeriodDays(bills_from, schedule.day_of_month, asOf)) {
      const triggerKey = `time:${rule.id}:${project.id}:${day.slice(0, 7)}`;
      if (taken.has(triggerKey)) continue;
      const id = await db.transaction(async (tx) => {
        // Read again in the transaction: a rule paused or detached since generates nothing.
        const [current] = await listActiveProjectRules(tx, project.id, { ruleId: rule.id });
        if (!current) return null;
        return await generateInvoice(tx, {
          rule: current,
          project,
          triggerKey,
          kind: 'retainer',
          amountCents: schedule.amount_cents,
          day,
          lines: singleLine(
            `${project.name}: ${rule.name}, ${monthName(day)}`,
            schedule.amount_cents,
          ),
          cause: generatedCause(current),
        });
      });
      if (id !== null) ids.push(id);
    }
  }
  return ids;
}

/**
 * Runs the schedules now as of `as_of` (default the agency's today), so an admin need not wait for the
 * daily job to see a period invoiced; the job (`invoices.schedules`) does the same for today.
 */
export const runSchedules = implement(invoiceAutomation.actions.run_schedules, {
  handler: async (input, { db }): Promise<RunSchedulesAnswer> => {
    const today = await agencyToday(db);
    const asOf = input.as_of ?? today;
    if (asOf > addDays(today, MAX_DAYS_AHEAD)) {
      throw invalidField(
        'as_of',
        'as_of can be at most a year from today',
        fieldFailure('date_out_of_range'),
      );
    }
    const ids = await invoiceDueSchedules(db, asOf);
    return { generated: await findGeneratedInvoices(db, ids), as_of: asOf };
  },
});

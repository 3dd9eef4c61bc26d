import { invoiceAutomation } from '@atelier/shared/actions';
import { type ReminderPolicy, type RemindersRun, reminderStepKey } from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import type { Database, Queryable } from '../../db/database.ts';
import {
  insertReminder,
  listReminderCandidates,
  lockReminderCandidate,
  parsePolicy,
  type ReminderCandidate,
  readReminderSettings,
  setReminderEmail,
} from '../../db/payment-reminders.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { implement } from '../registry.ts';
import { reminderEmail } from './reminders-mail.ts';
import { planReminders } from './reminders-plan.ts';

/**
 * The policy an invoice follows: its rule's own when the rule has one (even with the agency-wide
 * policy off: the rule said so), else the agency-wide one when it is on, else none.
 */
const policyFor = (
  invoice: ReminderCandidate,
  agency: { policy: ReminderPolicy; enabled: boolean },
): ReminderPolicy => {
  const own = invoice.rule_id === null ? null : parsePolicy(invoice.rule_reminders);
  if (own) return own;
  return agency.enabled ? agency.policy : [];
};

const planFor = (invoice: ReminderCandidate, policy: ReminderPolicy, asOf: string) =>
  planReminders({
    policy,
    dueDate: invoice.due_date,
    issueDate: invoice.issue_date,
    asOf,
    recorded: invoice.recorded,
  });

/**
 * One invoice, in one transaction: locked and read again (paid or reminded since the list was
 * read → nothing), the steps recorded, and the e-mail queued in the outbox with its step, so
 * a step is e-mailed exactly when its row commits.
 */
async function remindInvoice(
  tx: Queryable,
  id: string,
  policy: ReminderPolicy,
  asOf: string,
): Promise<{ sent: number; skipped: number }> {
  const invoice = await lockReminderCandidate(tx, id);
  if (!invoice) return { sent: 0, skipped: 0 };
  const plan = planFor(invoice, policy, asOf);
  let skipped = 0;
  for (const step of plan.skip) {
    const stepKey = reminderStepKey(step);
    if (await insertReminder(tx, { invoiceId: id, stepKey, status: 'skipped', asOf })) skipped++;
  }
  if (!plan.send) return { sent: 0, skipped };
  const stepKey = reminderStepKey(plan.send);
  const reminderId = await insertReminder(tx, { invoiceId: id, stepKey, status: 'sent', asOf });
  if (!reminderId) return { sent: 0, skipped };
  const locale = await recipientLocale(tx, { clientId: invoice.client_id });
  const emailId = await queueTemplatedEmail(tx, reminderEmail(invoice, plan.send, asOf, locale));
  // payment_reminder has no per-recipient cap (mail-policy.ts): always queued.
  if (emailId) await setReminderEmail(tx, reminderId, emailId);
  return { sent: 1, skipped };
}

/**
 * The reminder sweep for `asOf` (YYYY-MM-DD): every sent invoice with a balance gets the step
 * of its policy that has come due, once. Running it again for the same day does nothing.
 */
export async function sendPaymentReminders(db: Database, asOf: string): Promise<RemindersRun> {
  const agency = await readReminderSettings(db);
  const run: RemindersRun = { as_of: asOf, sent: 0, skipped: 0 };
  for (const invoice of await listReminderCandidates(db)) {
    const policy = policyFor(invoice, agency);
    const plan = planFor(invoice, policy, asOf);
    if (!plan.send && plan.skip.length === 0) continue;
    const done = await db.transaction((tx) => remindInvoice(tx, invoice.id, policy, asOf));
    run.sent += done.sent;
    run.skipped += done.skipped;
  }
  return run;
}

/** The sweep now, for a given day (default the agency's today): nobody waits for the daily job. */
export const runReminders = implement(invoiceAutomation.actions.run_reminders, {
  handler: async ({ as_of }, { db }) =>
    await sendPaymentReminders(db, as_of ?? (await agencyToday(db))),
});

import type { EmailLocale, ReminderStep } from '@atelier/shared/contract';
import type { ReminderCandidate } from '../../db/payment-reminders.ts';
import type { TemplatedEmail } from '../../mail/templates/index.ts';
import { dayCount, money } from '../../mail/templates/phrases.ts';

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The reminder e-mail to the client: the number, what is left to pay and the due date. The
 * wording follows the day it goes out (`asOf`), not the step's nominal days, so a sweep that
 * ran late still says how overdue the invoice really is.
 */
export function reminderEmail(
  invoice: ReminderCandidate,
  step: ReminderStep,
  asOf: string,
  locale: EmailLocale,
): TemplatedEmail<'payment_reminder'> {
  const late = daysBetween(invoice.due_date, asOf);
  const flag = (isSet: boolean) => (isSet ? 'yes' : '');
  return {
    to: invoice.client_email,
    key: 'payment_reminder',
    locale,
    values: {
      client_name: invoice.client_name,
      invoice_number: invoice.number,
      amount: money(invoice.balance_cents, invoice.currency, locale),
      due_date: invoice.due_date,
      days: dayCount(Math.abs(late), locale),
      // The subject says "Overdue" for a step after the due date; the body follows the day.
      is_overdue: flag(step.when === 'after'),
      is_late: flag(late > 0),
      is_due_today: flag(late === 0),
      is_early: flag(late < 0),
    },
  };
}

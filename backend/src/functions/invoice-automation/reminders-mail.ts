import type { ReminderStep } from '@atelier/shared/contract';
import type { ReminderCandidate } from '../../db/payment-reminders.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { formatMoney } from '../notify.ts';

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The reminder e-mail to the client: the number, what is left to pay and the due date. The
 * wording follows the day it goes out (`asOf`), not the step's nominal days, so a sweep that
 * ran late still says how overdue the invoice really is.
 */
export function reminderEmail(
  invoice: ReminderCandidate,
  step: ReminderStep,
  asOf: string,
): OutgoingEmail {
  const amount = formatMoney(invoice.balance_cents, invoice.currency);
  const late = daysBetween(invoice.due_date, asOf);
  const subject =
    step.when === 'after'
      ? `Overdue: invoice ${invoice.number} was due on ${invoice.due_date}`
      : late === 0
        ? `Reminder: invoice ${invoice.number} is due today`
        : `Reminder: invoice ${invoice.number} is due on ${invoice.due_date}`;
  const when =
    late > 0
      ? `was due on ${invoice.due_date} and is ${plural(late, 'day')} overdue`
      : late === 0
        ? 'is due today'
        : `is due on ${invoice.due_date}, in ${plural(-late, 'day')}`;
  return {
    to: invoice.client_email,
    subject,
    body: [
      `Hello ${invoice.client_name},`,
      '',
      `This is a friendly reminder that invoice ${invoice.number} ${when}.`,
      '',
      `Amount due: ${amount}`,
      `Due date: ${invoice.due_date}`,
      '',
      'If you have already paid, thank you, and please disregard this message.',
    ].join('\n'),
  };
}

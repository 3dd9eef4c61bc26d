import {
  type ReminderPolicy,
  type ReminderStep,
  reminderOffset,
  reminderStepKey,
} from '@atelier/shared/contract';
import { addDays } from '../invoice-management/today.ts';

/** What one invoice's reminders come to on a day: at most one e-mail, the rest passed over. */
export interface ReminderPlan {
  send: ReminderStep | null;
  skip: ReminderStep[];
}

/** The offset of a recorded key (`after:7` → 7), from whichever policy recorded it. */
const recordedOffset = (key: string): number => {
  const [when, days] = key.split(':');
  return when === 'before' ? -Number(days) : Number(days);
};

/**
 * The steps of `policy` whose day (due date + offset) has come by `asOf` and that are not
 * recorded yet. Only the latest of them is sent: a first run, or a sweep that missed days,
 * sends one e-mail rather than a burst. The others are skipped, and so are steps before the
 * issue date (no "due in 3 days" the moment an invoice with 2-day terms goes out) and a step
 * earlier than one already recorded (a policy edited since must not send an older reminder
 * after a later one).
 */
export function planReminders(input: {
  policy: ReminderPolicy;
  dueDate: string;
  issueDate: string;
  asOf: string;
  recorded: readonly string[];
}): ReminderPlan {
  const recorded = new Set(input.recorded);
  const due = input.policy
    .filter((step) => !recorded.has(reminderStepKey(step)))
    .filter((step) => addDays(input.dueDate, reminderOffset(step)) <= input.asOf)
    .sort((a, b) => reminderOffset(a) - reminderOffset(b));
  const latest = due.at(-1);
  if (!latest) return { send: null, skip: [] };
  const latestRecorded = Math.max(-Infinity, ...input.recorded.map(recordedOffset));
  const isSendable =
    addDays(input.dueDate, reminderOffset(latest)) >= input.issueDate &&
    reminderOffset(latest) > latestRecorded;
  return isSendable ? { send: latest, skip: due.slice(0, -1) } : { send: null, skip: due };
}

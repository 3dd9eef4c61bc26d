import type { ReminderPolicy, ReminderWhen } from '@atelier/shared';
import { PAYMENT_REMINDER_LIMITS } from '@atelier/shared/contract';
import type { FormProblems } from '../common/form-problems';

/**
 * A reminder policy as typed: steps before, on or after the due date, N days each
 * (docs/automation.md "Payment reminders"). Used by the agency-wide settings and by a rule
 * that has its own.
 */
export type PolicyStepValues = { when: ReminderWhen; days: string };
export type PolicyValues = PolicyStepValues[];

const L = PAYMENT_REMINDER_LIMITS;

/** Three days before, on the day, a week after: what the agency starts with. */
export const emptyPolicy = (): PolicyValues => [
  { when: 'before', days: '3' },
  { when: 'on', days: '0' },
  { when: 'after', days: '7' },
];

export const policyToForm = (policy: ReminderPolicy): PolicyValues =>
  policy.map((step) => ({ when: step.when, days: String(step.days) }));

/** An `on` step is the due day itself: its days are always 0. */
export const toPolicy = (values: PolicyValues): ReminderPolicy =>
  values.map((step) => ({
    when: step.when,
    days: step.when === 'on' ? 0 : Number(step.days.trim()),
  }));

/** Problems keyed `<index>.days`, and `policy` for the whole list. */
export function checkPolicy(values: PolicyValues): FormProblems {
  const problems: FormProblems = {};
  if (values.length > L.steps) problems.policy = { code: 'tooMany', max: L.steps };
  const seen = new Set<string>();
  values.forEach((step, index) => {
    const text = step.days.trim();
    const days = Number(text);
    const isValid = step.when === 'on' || (/^\d+$/.test(text) && days >= 1 && days <= L.days);
    if (!isValid) {
      problems[`${index}.days`] = { code: 'reminderDays', max: L.days };
      return;
    }
    const key = `${step.when}:${step.when === 'on' ? 0 : days}`;
    if (seen.has(key)) problems[`${index}.days`] = { code: 'reminderTwice' };
    seen.add(key);
  });
  return problems;
}

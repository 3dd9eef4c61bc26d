import { z } from 'zod';
import { calendarDate } from './fields';
import {
  centsAnswer,
  countSchema,
  daySchema,
  oneOf,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `invoice-automation` contract, payment reminders and analytics (docs/automation.md
 * "Payment reminders", "Analytics"): a reminder policy (the agency-wide one, or a rule's own),
 * the payloads of its actions and the answers of `get_invoice`'s reminders and `get_analytics`.
 */

export const REMINDER_WHENS = ['before', 'on', 'after'] as const;
export type ReminderWhen = (typeof REMINDER_WHENS)[number];

export const PAYMENT_REMINDER_LIMITS = {
  /** Steps of a policy: one before, one on, a few after is already a lot of e-mail. */
  steps: 6,
  /** Days before or after the due date. */
  days: 90,
} as const;

const L = PAYMENT_REMINDER_LIMITS;

const daysMessage = `days must be a whole number from 1 to ${L.days} (0 only with 'on')`;

/**
 * One step: `before`/`after` the due date by 1–90 days, or `on` it (days 0). `before` 0 would be
 * `on` under another name, so it is refused rather than stored twice.
 */
export const reminderStepSchema = z
  .object(
    {
      when: oneOf(REMINDER_WHENS, 'when'),
      days: z
        .number({ error: daysMessage })
        .int(daysMessage)
        .min(0, daysMessage)
        .max(L.days, daysMessage),
    },
    { error: 'A reminder step is {when, days}' },
  )
  .superRefine((step, ctx) => {
    if (step.when === 'on' && step.days !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: "An 'on' step has days 0",
        params: { fieldCode: 'reminder_days', max: L.days },
      });
    }
    if (step.when !== 'on' && step.days === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: daysMessage,
        params: { fieldCode: 'reminder_days', max: L.days },
      });
    }
  });

export type ReminderStep = z.output<typeof reminderStepSchema>;

/** A step as answers carry it (stored after `reminderStepSchema` took it). */
export const reminderStepAnswer = z.object({
  when: z.enum(REMINDER_WHENS),
  days: z.number().int().nonnegative(),
});

/** The key a sent (or skipped) step is recorded under: `before:3`, `on:0`, `after:7`. */
export const reminderStepKey = (step: ReminderStep): string => `${step.when}:${step.days}`;

/** Days from the due date to the step's day: before 3 → −3, on → 0, after 7 → 7. */
export const reminderOffset = (step: ReminderStep): number =>
  step.when === 'before' ? -step.days : step.days;

/** A policy: up to six distinct steps, stored in the order of their days. */
export const reminderPolicySchema = z
  .array(reminderStepSchema, { error: 'A reminder policy is a list of {when, days}' })
  .max(L.steps, `A reminder policy has at most ${L.steps} steps`)
  .superRefine((steps, ctx) => {
    const seen = new Set<string>();
    steps.forEach((step, index) => {
      const key = reminderStepKey(step);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Step ${key} appears twice`,
          params: { fieldCode: 'used_twice' },
        });
      }
      seen.add(key);
    });
  })
  .transform((steps) => [...steps].sort((a, b) => reminderOffset(a) - reminderOffset(b)));

export type ReminderPolicy = ReminderStep[];

/** Three days before, on the day, a week after: what the agency starts with. */
export const DEFAULT_REMINDER_POLICY: ReminderPolicy = [
  { when: 'before', days: 3 },
  { when: 'on', days: 0 },
  { when: 'after', days: 7 },
];

export const getReminderSettingsInput = z.object({});

export const saveReminderSettingsInput = z.object({
  policy: reminderPolicySchema,
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** `as_of`: the day to run for (default: today, UTC). */
export const runRemindersInput = z.object({ as_of: calendarDate('as_of').optional() });

export const getInvoiceAutomationAnalyticsInput = z.object({});

/** The agency-wide policy; `enabled: false` stops it (a rule's own policy still applies). */
export const reminderSettingsSchema = z.object({
  policy: z.array(reminderStepAnswer),
  enabled: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export type SaveReminderSettings = z.input<typeof saveReminderSettingsInput>;

/** A reminder sent for an invoice (get_invoice's `reminders`, oldest first). */
export const invoiceReminderSchema = z.object({ step: z.string(), sent_at: timestampSchema });
export type InvoiceReminder = z.infer<typeof invoiceReminderSchema>;

/** What one run did: e-mails queued, and the steps passed over (several due at once). */
export const remindersRunSchema = z.object({
  as_of: daySchema,
  sent: countSchema,
  skipped: countSchema,
});
export type RemindersRun = z.infer<typeof remindersRunSchema>;

const idAndName = z.object({ id: uuidSchema, name: z.string() });

export const upcomingInvoiceSchema = z.object({
  date: daySchema,
  rule: idAndName,
  project: idAndName,
  client: idAndName,
  amount_cents: centsAnswer,
});
export type UpcomingInvoice = z.infer<typeof upcomingInvoiceSchema>;

export const invoiceAutomationAnalyticsSchema = z.object({
  /** The last 12 months (UTC), oldest first; generated invoices not cancelled. */
  invoicedByMonth: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      total_cents: centsAnswer,
      byRule: z.array(
        z.object({ rule_id: uuidSchema, name: z.string(), total_cents: centsAnswer }),
      ),
    }),
  ),
  /** Issued generated invoices: paid so far, still to pay, and the overdue part of it. */
  paidVsOutstanding: z.object({
    paid_cents: centsAnswer,
    outstanding_cents: centsAnswer,
    overdue_cents: centsAnswer,
  }),
  /** Issue date to paid date of paid generated invoices, one decimal; null without any. */
  averageDaysToPay: z.number().nullable(),
  /** The next 90 days of retainer periods not generated yet, by date. */
  upcoming: z.array(upcomingInvoiceSchema),
});
export type InvoiceAutomationAnalytics = z.infer<typeof invoiceAutomationAnalyticsSchema>;

/** invoice-automation's get_analytics. */
export const invoiceAutomationAnalyticsAnswer = z.object({
  analytics: invoiceAutomationAnalyticsSchema,
});

import { z } from 'zod';
import type { FieldCode } from './failure-reasons';
import { codedPattern } from './fields';
import { reminderPolicySchema, reminderStepAnswer } from './payment-reminders';
import {
  countSchema,
  oneOf,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `invoice-automation` contract, rules slice (docs/automation.md "invoice-automation
 * (rules)"): an invoicing rule as every action answers it, its fields, the rules a whole rule
 * must follow (schedule per trigger, percent range) and the payloads. Triggers, amount types
 * and send modes are stable keys; the pages translate them.
 */

export const INVOICE_RULE_TRIGGERS = ['milestone', 'percentage', 'time'] as const;
export type InvoiceRuleTrigger = (typeof INVOICE_RULE_TRIGGERS)[number];

export const INVOICE_AMOUNT_TYPES = ['percent', 'fixed'] as const;
export type InvoiceAmountType = (typeof INVOICE_AMOUNT_TYPES)[number];

export const INVOICE_SEND_MODES = ['draft', 'send'] as const;
export type InvoiceSendMode = (typeof INVOICE_SEND_MODES)[number];

export const INVOICE_RULE_LIMITS = {
  name: 200,
  condition: 500,
  description: 5000,
  /** Steps of a milestone schedule. */
  steps: 20,
  stepLabel: 200,
  dueDays: 365,
  /** Days 29–31 do not exist every month, so a monthly schedule stops at 28. */
  dayOfMonth: 28,
} as const;

const L = INVOICE_RULE_LIMITS;

/** Whole cents kept below 2^53 / 1000 like every other amount (record-fields centsSchema). */
const MAX_CENTS = Number.MAX_SAFE_INTEGER / 1000;

/** True for a number with at most two decimals (1e-9 absorbs binary fractions like 0.1+0.2). */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** A share of a milestone schedule: 0 < percent ≤ 100, two decimals. */
const percentSchema = (what: string) => {
  const message = `${what} must be more than 0 and at most 100, with at most two decimals`;
  return z
    .number({ error: message })
    .gt(0, message)
    .max(100, message)
    .refine(hasTwoDecimals, { message, params: { fieldCode: 'percent_amount' } });
};

export const milestoneStepSchema = z.object({
  label: requiredText(L.stepLabel, 'Step label'),
  percent: percentSchema('Step percent'),
});

export const milestoneScheduleSchema = z
  .array(milestoneStepSchema, { error: 'A milestone schedule is a list of {label, percent}' })
  .min(1, 'A milestone schedule needs at least one step')
  .max(L.steps, `A milestone schedule has at most ${L.steps} steps`);

export const timeScheduleSchema = z.object(
  {
    every: z.literal('month', { error: "every must be 'month'" }),
    day_of_month: z
      .number({ error: `day_of_month must be a whole number from 1 to ${L.dayOfMonth}` })
      .int(`day_of_month must be a whole number from 1 to ${L.dayOfMonth}`)
      .min(1, `day_of_month must be a whole number from 1 to ${L.dayOfMonth}`)
      .max(L.dayOfMonth, `day_of_month must be a whole number from 1 to ${L.dayOfMonth}`),
    amount_cents: z
      .number({ error: 'amount_cents must be a whole number of cents' })
      .int('amount_cents must be a whole number of cents')
      .gt(0, 'amount_cents must be more than 0')
      .max(MAX_CENTS, 'amount_cents is too large'),
  },
  { error: 'A monthly schedule is {every, day_of_month, amount_cents}' },
);

export type MilestoneStep = z.output<typeof milestoneStepSchema>;
export type TimeSchedule = z.output<typeof timeScheduleSchema>;
export type InvoiceRuleSchedule = MilestoneStep[] | TimeSchedule | null;

const dueDaysMessage = `due_days must be a whole number from 0 to ${L.dueDays}`;

/**
 * Each field alone. `schedule` is read against the rule's trigger (`invoiceRuleProblems`),
 * since which shape it must have depends on it.
 */
export const invoiceRuleFieldSchemas = {
  name: requiredText(L.name, 'Name'),
  trigger: oneOf(INVOICE_RULE_TRIGGERS, 'Trigger'),
  condition: optionalText(L.condition, 'Condition'),
  amount_type: oneOf(INVOICE_AMOUNT_TYPES, 'Amount type'),
  amount: z
    .number({ error: 'Amount must be a number' })
    .gt(0, 'Amount must be more than 0')
    .max(MAX_CENTS, 'Amount is too large'),
  description: optionalText(L.description, 'Description', { multiline: true }),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  schedule: z.unknown(),
  due_days: z
    .number({ error: dueDaysMessage })
    .int(dueDaysMessage)
    .min(0, dueDaysMessage)
    .max(L.dueDays, dueDaysMessage),
  send_mode: oneOf(INVOICE_SEND_MODES, 'send_mode'),
  /** The rule's own payment reminders; null: the agency-wide policy (payment-reminders.ts). */
  reminders: reminderPolicySchema.nullable(),
};

const f = invoiceRuleFieldSchemas;

export const SCHEDULE_TOTAL_MESSAGE = 'The milestone percents must total 100';

/** What a whole rule is checked on: the stored one with the changes of an update. */
export interface InvoiceRuleDraft {
  trigger: InvoiceRuleTrigger;
  amount_type: InvoiceAmountType;
  amount: number;
  schedule: unknown;
}

/** One field's problem across fields: its English message and its field code. */
export type RuleProblem = { message: string; fieldCode: FieldCode };

/**
 * The rules across fields, one problem per field: a percent amount is 0 < x ≤ 100 with two
 * decimals and a fixed one whole cents; a milestone rule has a schedule of steps totalling
 * 100 %, a time rule a monthly schedule and a fixed amount equal to its `amount_cents`, a
 * percentage rule no schedule. Empty when the rule is whole.
 */
export function invoiceRuleProblems(rule: InvoiceRuleDraft): Record<string, RuleProblem> {
  const problems: Record<string, RuleProblem> = {};
  if (rule.amount_type === 'percent' && (rule.amount > 100 || !hasTwoDecimals(rule.amount))) {
    problems.amount = {
      message: 'A percent amount must be more than 0 and at most 100, with two decimals',
      fieldCode: 'percent_amount',
    };
  }
  if (rule.amount_type === 'fixed' && !Number.isInteger(rule.amount)) {
    problems.amount = {
      message: 'A fixed amount must be a whole number of cents',
      fieldCode: 'not_whole',
    };
  }
  const scheduleProblem = scheduleProblemFor(rule);
  if (scheduleProblem) problems.schedule = scheduleProblem;
  if (rule.trigger === 'time' && rule.amount_type !== 'fixed') {
    problems.amount_type = {
      message: 'A time rule invoices a fixed amount',
      fieldCode: 'time_rule_fixed',
    };
  }
  return problems;
}

const scheduleProblem = (message: string, fieldCode: FieldCode = 'invalid_schedule') => ({
  message,
  fieldCode,
});

function scheduleProblemFor(rule: InvoiceRuleDraft): RuleProblem | null {
  if (rule.trigger === 'percentage') {
    return rule.schedule === null || rule.schedule === undefined
      ? null
      : scheduleProblem('A percentage rule has no schedule (send null)');
  }
  if (rule.trigger === 'milestone') {
    const parsed = milestoneScheduleSchema.safeParse(rule.schedule);
    if (!parsed.success) {
      return scheduleProblem(parsed.error.issues[0]?.message ?? 'Invalid schedule');
    }
    const hundredths = parsed.data.reduce((sum, step) => sum + Math.round(step.percent * 100), 0);
    return hundredths === 10_000 ? null : scheduleProblem(SCHEDULE_TOTAL_MESSAGE, 'schedule_total');
  }
  const parsed = timeScheduleSchema.safeParse(rule.schedule);
  if (!parsed.success)
    return scheduleProblem(parsed.error.issues[0]?.message ?? 'Invalid schedule');
  return parsed.data.amount_cents === rule.amount
    ? null
    : scheduleProblem(
        "A time rule's schedule amount_cents must equal its amount",
        'schedule_amount',
      );
}

/** The schedule as stored: a time schedule's keys only, a milestone's steps trimmed. */
export function storedSchedule(trigger: InvoiceRuleTrigger, schedule: unknown) {
  if (trigger === 'milestone') return milestoneScheduleSchema.parse(schedule);
  if (trigger === 'time') return timeScheduleSchema.parse(schedule);
  return null;
}

const addProblems = (input: InvoiceRuleDraft, ctx: z.RefinementCtx) => {
  for (const [path, { message, fieldCode }] of Object.entries(invoiceRuleProblems(input))) {
    ctx.addIssue({ code: 'custom', path: [path], message, params: { fieldCode } });
  }
};

/** A new rule: name, trigger, amount_type and amount are required; the rest has defaults. */
export const createInvoiceRuleInput = z
  .object({
    name: f.name,
    trigger: f.trigger,
    condition: f.condition.optional(),
    amount_type: f.amount_type,
    amount: f.amount,
    description: f.description.optional(),
    is_active: f.is_active.optional(),
    schedule: f.schedule.optional(),
    due_days: f.due_days.optional(),
    send_mode: f.send_mode.optional(),
    reminders: f.reminders.optional(),
  })
  .superRefine((input, ctx) => addProblems({ ...input, schedule: input.schedule ?? null }, ctx));

/** Only the fields sent change; the whole rule is then checked again (by the action). */
export const updateInvoiceRuleInput = z.object({
  id: recordIdSchema('id'),
  name: f.name.optional(),
  trigger: f.trigger.optional(),
  condition: f.condition.optional(),
  amount_type: f.amount_type.optional(),
  amount: f.amount.optional(),
  description: f.description.optional(),
  is_active: f.is_active.optional(),
  schedule: f.schedule.optional(),
  due_days: f.due_days.optional(),
  send_mode: f.send_mode.optional(),
  reminders: f.reminders.optional(),
});

export const invoiceRuleIdInput = z.object({ id: recordIdSchema('id') });

export const getInvoiceRulesInput = z.object({});

/** `start`, `completion` or a milestone id (a UUID; whether it is the project's is the server's check). */
const STEP_AT_PATTERN = codedPattern(
  /^(start|completion|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
  'step_moment',
);
export const STEP_AT_MESSAGE =
  'at must be "start", "completion" or one of the project\'s milestones';

/** One step of a milestone rule and the moment it is invoiced at (docs/automation.md "Steps"). */
export const ruleStepMomentSchema = z.object({
  step: z
    .number({ error: 'step must be a step number' })
    .int('step must be a whole number')
    .min(0, 'step must be a step number')
    .max(INVOICE_RULE_LIMITS.steps - 1, 'step must be a step number'),
  at: z.string({ error: STEP_AT_MESSAGE }).regex(STEP_AT_PATTERN, STEP_AT_MESSAGE),
});
export type RuleStepMoment = z.output<typeof ruleStepMomentSchema>;

/** Each step at most once, checked on the whole list. */
export const ruleStepMomentsSchema = z
  .array(ruleStepMomentSchema, { error: 'steps must be a list of {step, at}' })
  .max(INVOICE_RULE_LIMITS.steps, `A rule has at most ${INVOICE_RULE_LIMITS.steps} steps`)
  .superRefine((steps, context) => {
    const seen = new Set<number>();
    for (const [index, entry] of steps.entries()) {
      if (seen.has(entry.step)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'step'],
          message: `Step ${entry.step} appears twice`,
          params: { fieldCode: 'used_twice' },
        });
      }
      seen.add(entry.step);
    }
  });

export const attachInvoiceRuleInput = z.object({
  rule_id: referenceSchema('rule_id'),
  project_id: referenceSchema('project_id'),
  steps: ruleStepMomentsSchema.optional(),
});

/** What a create or an update writes. */
export const invoiceRuleFieldsSchema = z.object({
  name: z.string(),
  trigger: z.enum(INVOICE_RULE_TRIGGERS),
  condition: z.string().nullable(),
  amount_type: z.enum(INVOICE_AMOUNT_TYPES),
  amount: z.number(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  schedule: z.union([z.array(milestoneStepSchema), timeScheduleSchema]).nullable(),
  due_days: z.number().int().nonnegative(),
  send_mode: z.enum(INVOICE_SEND_MODES),
  reminders: z.array(reminderStepAnswer).nullable(),
});
export type InvoiceRuleFields = z.infer<typeof invoiceRuleFieldsSchema>;

/** The rule answer of docs/automation.md. */
export const invoiceRuleSchema = invoiceRuleFieldsSchema.extend({
  id: uuidSchema,
  /** Projects it is attached to. */
  projectsUsed: countSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type InvoiceRule = z.infer<typeof invoiceRuleSchema>;

/** create_rule, update_rule and attach_rule. */
export const invoiceRuleAnswer = z.object({ rule: invoiceRuleSchema });
export const invoiceRulesAnswer = z.object({ rules: z.array(invoiceRuleSchema) });

export type NewInvoiceRule = z.input<typeof createInvoiceRuleInput>;
export type InvoiceRuleChanges = z.input<typeof updateInvoiceRuleInput>;
export type AttachInvoiceRule = z.input<typeof attachInvoiceRuleInput>;

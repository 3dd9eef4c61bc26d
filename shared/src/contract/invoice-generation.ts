import { z } from 'zod';
import { invoiceStatuses } from '../records/index';
import { calendarDate } from './fields';
import { INVOICE_RULE_TRIGGERS, INVOICE_SEND_MODES } from './invoice-rules';
import {
  centsAnswer,
  countSchema,
  daySchema,
  listPageSchema,
  listParams,
  oneOrMany,
  referenceSchema,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `invoice-automation` contract, generation slice (docs/automation.md "invoice-automation
 * (generation)"): what the rules invoiced, as get_generated_invoices and run_schedules answer
 * it, and their payloads. Kinds are stable keys; the pages translate them.
 */

/**
 * What a generated invoice was for: a step of a milestone schedule, a percentage rule's
 * deposit or its final invoice (deposits deducted), a retainer's period.
 */
export const INVOICE_GENERATION_KINDS = ['milestone', 'deposit', 'final', 'retainer'] as const;
export type InvoiceGenerationKind = (typeof INVOICE_GENERATION_KINDS)[number];

// Only the paging of the list parameters: the list has one order, newest first.
const { page, pageSize } = listParams(['createdAt'], 'createdAt');

export const getGeneratedInvoicesInput = z.object({
  rule_id: referenceSchema('rule_id').optional(),
  status: oneOrMany(invoiceStatuses, 'Status'),
  page,
  pageSize,
});

/** The generated drafts to send, as a selection in the review queue. */
export const APPROVE_GENERATED_MAX = 100;
export const approveGeneratedInput = z.object({
  ids: z
    .array(referenceSchema('Each id'), { error: 'ids must be a list of invoice ids' })
    .min(1, 'Choose at least one invoice')
    .max(APPROVE_GENERATED_MAX, `At most ${APPROVE_GENERATED_MAX} invoices at once`),
});
export type ApproveGeneratedPayload = z.input<typeof approveGeneratedInput>;
export const approveGeneratedAnswer = z.object({
  invoices: z.array(z.object({ id: uuidSchema, number: z.string() })),
});
export type ApproveGeneratedAnswer = z.infer<typeof approveGeneratedAnswer>;

/** `as_of` left out: today (UTC). */
export const runSchedulesInput = z.object({
  as_of: calendarDate('as_of').optional(),
});

const idAndName = z.object({ id: uuidSchema, name: z.string() });

/** One invoice a rule generated, as get_generated_invoices and run_schedules answer it. */
export const generatedInvoiceSchema = z.object({
  id: uuidSchema,
  /** Null while the invoice is a draft (numbers are given on sending). */
  invoiceNumber: z.string().nullable(),
  client: idAndName,
  project: idAndName.nullable(),
  /** What the rule invoiced for this trigger, before tax (a final invoice: net of deposits). */
  amount_cents: centsAnswer,
  total_cents: centsAnswer,
  currency: z.string(),
  /** As invoices read everywhere: `overdue` derived from the due date and the balance. */
  status: z.enum(invoiceStatuses),
  dueDate: daySchema,
  /** The rule that generated it. */
  generatedBy: idAndName,
  kind: z.enum(INVOICE_GENERATION_KINDS),
  createdAt: timestampSchema,
});
export type GeneratedInvoice = z.infer<typeof generatedInvoiceSchema>;

export type GeneratedInvoicesQuery = z.input<typeof getGeneratedInvoicesInput>;
export const generatedInvoicesPageSchema = listPageSchema(
  'invoices',
  generatedInvoiceSchema,
).extend({
  /** Generated invoices waiting for review (drafts), whatever the filters. */
  toReview: countSchema,
});
export type GeneratedInvoicesPage = z.infer<typeof generatedInvoicesPageSchema>;
export type RunSchedulesPayload = z.input<typeof runSchedulesInput>;
export const runSchedulesAnswer = z.object({
  generated: z.array(generatedInvoiceSchema),
  as_of: daySchema,
});
export type RunSchedulesAnswer = z.infer<typeof runSchedulesAnswer>;

/**
 * One thing an attached rule will invoice on a project and what it waits for (get_project's
 * `invoicing`, docs/automation.md "Steps and their moments"): a milestone rule's step, a
 * percentage rule's deposit (at the start) or final invoice (at the completion).
 */
export const projectRuleStepSchema = z.object({
  /** The step's index in the rule's schedule; 0 and 1 for a deposit and a final invoice. */
  step: z.number().int().nonnegative(),
  kind: z.enum(['milestone', 'deposit', 'final']),
  /** A milestone step's label; null for a deposit or a final invoice (the pages name them). */
  label: z.string().nullable(),
  /** A milestone step's share of the rule's total; a deposit's percent of the budget. */
  percent: z.number().nullable(),
  /** What it bills at today's budget, before tax; null when a percent rule has no budget. */
  amount_cents: centsAnswer.nullable(),
  /** `start`, `completion` or the id of the milestone whose completion invoices it. */
  at: z.string(),
  milestone: z.object({ id: uuidSchema, name: z.string(), is_done: z.boolean() }).nullable(),
  /** The invoice it generated, once it has. */
  invoice: z
    .object({ id: uuidSchema, number: z.string().nullable(), status: z.enum(invoiceStatuses) })
    .nullable(),
});
export type ProjectRuleStep = z.infer<typeof projectRuleStepSchema>;

export const projectInvoicingRuleSchema = z.object({
  rule: z.object({
    id: uuidSchema,
    name: z.string(),
    trigger: z.enum(INVOICE_RULE_TRIGGERS),
    send_mode: z.enum(INVOICE_SEND_MODES),
    is_active: z.boolean(),
  }),
  attached_at: timestampSchema,
  /** A milestone rule's moments: the default ones, or chosen with attach_rule's `steps`. */
  mapping: z.enum(['default', 'custom']).nullable(),
  steps: z.array(projectRuleStepSchema),
  /** A time rule's next invoice day (`YYYY-MM-DD`), null once the project no longer bills. */
  next_period: daySchema.nullable(),
});
export type ProjectInvoicingRule = z.infer<typeof projectInvoicingRuleSchema>;

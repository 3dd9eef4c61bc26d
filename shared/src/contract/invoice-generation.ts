import { z } from 'zod';
import { type InvoiceStatus, invoiceStatuses } from '../records/index';
import { calendarDate } from './fields';
import { type ListPage, listParams, oneOrMany, referenceSchema } from './record-fields';

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
export type ApproveGeneratedAnswer = { invoices: { id: string; number: string }[] };

/** `as_of` left out: today (UTC). */
export const runSchedulesInput = z.object({
  as_of: calendarDate('as_of').optional(),
});

/** One invoice a rule generated, as get_generated_invoices and run_schedules answer it. */
export interface GeneratedInvoice {
  id: string;
  /** Null while the invoice is a draft (numbers are given on sending). */
  invoiceNumber: string | null;
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  /** What the rule invoiced for this trigger, before tax (a final invoice: net of deposits). */
  amount_cents: number;
  total_cents: number;
  currency: string;
  /** As invoices read everywhere: `overdue` derived from the due date and the balance. */
  status: InvoiceStatus;
  dueDate: string;
  /** The rule that generated it. */
  generatedBy: { id: string; name: string };
  kind: InvoiceGenerationKind;
  createdAt: string;
}

export type GeneratedInvoicesQuery = z.input<typeof getGeneratedInvoicesInput>;
export type GeneratedInvoicesPage = ListPage<'invoices', GeneratedInvoice> & {
  /** Generated invoices waiting for review (drafts), whatever the filters. */
  toReview: number;
};
export type RunSchedulesPayload = z.input<typeof runSchedulesInput>;
export type RunSchedulesAnswer = {
  generated: GeneratedInvoice[];
  as_of: string;
};

/**
 * One thing an attached rule will invoice on a project and what it waits for (get_project's
 * `invoicing`, docs/automation.md "Steps and their moments"): a milestone rule's step, a
 * percentage rule's deposit (at the start) or final invoice (at the completion).
 */
export interface ProjectRuleStep {
  /** The step's index in the rule's schedule; 0 and 1 for a deposit and a final invoice. */
  step: number;
  kind: Exclude<InvoiceGenerationKind, 'retainer'>;
  /** A milestone step's label; null for a deposit or a final invoice (the pages name them). */
  label: string | null;
  /** A milestone step's share of the rule's total; a deposit's percent of the budget. */
  percent: number | null;
  /** What it bills at today's budget, before tax; null when a percent rule has no budget. */
  amount_cents: number | null;
  /** `start`, `completion` or the id of the milestone whose completion invoices it. */
  at: string;
  milestone: { id: string; name: string; is_done: boolean } | null;
  /** The invoice it generated, once it has. */
  invoice: { id: string; number: string | null; status: InvoiceStatus } | null;
}

export interface ProjectInvoicingRule {
  rule: {
    id: string;
    name: string;
    trigger: 'milestone' | 'percentage' | 'time';
    send_mode: 'draft' | 'send';
    is_active: boolean;
  };
  attached_at: string;
  /** A milestone rule's moments: the default ones, or chosen with attach_rule's `steps`. */
  mapping: 'default' | 'custom' | null;
  steps: ProjectRuleStep[];
  /** A time rule's next invoice day (`YYYY-MM-DD`), null once the project no longer bills. */
  next_period: string | null;
}

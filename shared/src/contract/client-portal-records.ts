import { z } from 'zod';
import { PROPOSAL_LIMITS, paymentMethods, projectStatuses } from '../records/index';
import { paymentProviderNames } from './client-portal-exchange';
import { creditNoteSchema } from './credit-notes';
import { type deliverableAnswer, deliverableSchema } from './deliverables';
import { signatureSchema } from './e-signature';
import { invoiceSchema } from './invoices';
import { milestoneAnswerSchema } from './projects';
import { proposalSchema } from './proposals';
import {
  countSchema,
  daySchema,
  oneOf,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  uuidSchema,
} from './record-fields';

/**
 * The records of the client portal (docs/portal.md, "Projects, proposals and invoices"): the
 * payloads and answers of `client-portal#get_projects … get_invoice`, and the deliverables the
 * agency adds on `project-management` for its client to approve.
 */

export const DELIVERABLE_LIMITS = {
  title: 200,
  description: 5000,
  filePath: 1024,
  comment: 2000,
} as const;

export {
  type Deliverable,
  type DeliverableStatus,
  deliverableAnswer,
  deliverableSchema,
  deliverableStatuses,
} from './deliverables';

/** `get_project`, `get_proposal`, `get_invoice` of the portal: one of the caller's records. */
export const portalRecordInput = z.object({ id: recordIdSchema('id') });

export const deliverableDecisions = ['approve', 'changes'] as const;
export type DeliverableDecision = (typeof deliverableDecisions)[number];

/** `approve_deliverable`: approve (the default) or ask for changes, which needs a comment. */
export const approveDeliverableInput = z
  .object({
    id: recordIdSchema('id'),
    decision: oneOf(deliverableDecisions, 'Decision').optional(),
    comment: optionalText(DELIVERABLE_LIMITS.comment, 'Comment', { multiline: true }).optional(),
  })
  .refine((input) => input.decision !== 'changes' || Boolean(input.comment), {
    path: ['comment'],
    message: 'Say what should change',
    params: { fieldCode: 'required' },
  });

export const proposalDecisions = ['accept', 'decline'] as const;
export type ProposalDecision = (typeof proposalDecisions)[number];

/**
 * `respond_to_proposal`; a reason is kept with a decline only. Accepting takes the client's
 * signature (as the contract signing takes it) and their consent to `PROPOSAL_CONSENT_TEXT`.
 */
export const respondToProposalInput = z
  .object({
    id: recordIdSchema('id'),
    decision: oneOf(proposalDecisions, 'Decision'),
    reason: optionalText(PROPOSAL_LIMITS.declineReason, 'Reason', { multiline: true }).optional(),
    signature: signatureSchema.optional(),
    consent: z.boolean({ error: 'consent must be true or false' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'accept') return;
    if (!input.signature) {
      ctx.addIssue({
        code: 'custom',
        path: ['signature'],
        message: 'Sign to accept',
        params: { fieldCode: 'required' },
      });
    }
    if (input.consent !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['consent'],
        message: 'Agree to sign electronically to accept',
        params: { fieldCode: 'consent_required' },
      });
    }
  });

/** `project-management#add_deliverable`: a draft the client does not see yet. */
export const addDeliverableInput = z.object({
  project_id: recordIdSchema('project_id'),
  title: requiredText(DELIVERABLE_LIMITS.title, 'Title'),
  description: optionalText(DELIVERABLE_LIMITS.description, 'Description', {
    multiline: true,
  }).optional(),
  milestone_id: referenceSchema('milestone_id').nullable().optional(),
  file_path: optionalText(DELIVERABLE_LIMITS.filePath, 'File path').optional(),
});

/** `project-management#submit_deliverable`. */
export const deliverableIdInput = z.object({ id: recordIdSchema('id') });

export const portalMilestoneSchema = milestoneAnswerSchema.pick({
  id: true,
  name: true,
  due_date: true,
  percentage: true,
  is_done: true,
  completed_at: true,
});
export type PortalMilestone = z.infer<typeof portalMilestoneSchema>;

/** One row of the portal's `get_projects`. */
export const portalProjectSummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  status: z.enum(projectStatuses),
  start_date: daySchema.nullable(),
  due_date: daySchema.nullable(),
  /** `milestoneProgress` of its milestones, 0–100; 0 without milestones. */
  progress: z.number().min(0).max(100),
  /** The first milestone not done, by position. */
  next_milestone: milestoneAnswerSchema.pick({ id: true, name: true, due_date: true }).nullable(),
  /** Deliverables waiting for the client's answer. */
  deliverables_awaiting: countSchema,
});
export type PortalProjectSummary = z.infer<typeof portalProjectSummarySchema>;

/** The portal's `get_project`: milestones in order, deliverables (never drafts) newest first. */
export const portalProjectSchema = portalProjectSummarySchema.extend({
  description: z.string().nullable(),
  milestones: z.array(portalMilestoneSchema),
  deliverables: z.array(deliverableSchema),
});
export type PortalProject = z.infer<typeof portalProjectSchema>;

/** One row of the portal's `get_proposals` (sent, expired, accepted or declined). */
export const portalProposalSummarySchema = proposalSchema.pick({
  id: true,
  title: true,
  status: true,
  total_cents: true,
  currency: true,
  valid_until: true,
  sent_at: true,
  decided_at: true,
});
export type PortalProposalSummary = z.infer<typeof portalProposalSummarySchema>;

/** The portal's `get_proposal`: the document as the admin's, without the lead it came from. */
export const portalProposalSchema = proposalSchema.omit({ lead_id: true, leads: true });
export type PortalProposal = z.infer<typeof portalProposalSchema>;

/** One row of the portal's `get_invoices` (issued invoices: never drafts). */
export const portalInvoiceSummarySchema = invoiceSchema.pick({
  id: true,
  number: true,
  status: true,
  currency: true,
  total_cents: true,
  amount_paid_cents: true,
  credited_cents: true,
  balance_cents: true,
  issue_date: true,
  due_date: true,
  projects: true,
});
export type PortalInvoiceSummary = z.infer<typeof portalInvoiceSummarySchema>;

/** A payment on one of the client's invoices, as the portal shows it. */
export const portalPaymentSchema = z.object({
  id: uuidSchema,
  payment_date: daySchema,
  amount_cents: z.number().int(),
  currency: z.string(),
  payment_method: z.enum(paymentMethods),
});
export type PortalPayment = z.infer<typeof portalPaymentSchema>;

/** Who issues the document: the agency's name and tax id (null when Settings have none). */
export const portalAgencySchema = z.object({ name: z.string(), tax_id: z.string().nullable() });
export type PortalAgency = z.infer<typeof portalAgencySchema>;

export const portalProjectsAnswer = z.object({ projects: z.array(portalProjectSummarySchema) });
export type PortalProjectsAnswer = z.infer<typeof portalProjectsAnswer>;
export const portalProjectAnswer = z.object({ project: portalProjectSchema });
export type PortalProjectAnswer = z.infer<typeof portalProjectAnswer>;
export const portalProposalsAnswer = z.object({ proposals: z.array(portalProposalSummarySchema) });
export type PortalProposalsAnswer = z.infer<typeof portalProposalsAnswer>;
export const proposalFlowSteps = ['none', 'pending', 'current', 'done'] as const;
export type ProposalFlowStep = (typeof proposalFlowSteps)[number];

/**
 * Where the client stands in the one-visit flow of a proposal (docs/portal.md): accept, then
 * sign the contract (when the proposal has a contract template), then pay the deposit (when it
 * has one). `none`: the proposal has no such step (or was declined).
 */
export const proposalFlowSchema = z.object({
  steps: z.object({
    proposal: z.enum(['current', 'done']),
    contract: z.enum(proposalFlowSteps),
    deposit: z.enum(proposalFlowSteps),
  }),
  /** The contract made from the template at acceptance; null before or without one. */
  contract: z.object({ id: uuidSchema, title: z.string(), status: z.string() }).nullable(),
  /** The deposit invoice issued at acceptance; null before or without one. */
  deposit_invoice: z
    .object({
      id: uuidSchema,
      invoice_number: z.string(),
      total_cents: z.number().int(),
      currency: z.string(),
      status: z.string(),
    })
    .nullable(),
});
export type ProposalFlow = z.infer<typeof proposalFlowSchema>;

export const portalProposalAnswer = z.object({
  proposal: portalProposalSchema,
  agency: portalAgencySchema,
  flow: proposalFlowSchema,
});
export type PortalProposalAnswer = z.infer<typeof portalProposalAnswer>;
export const portalInvoicesAnswer = z.object({ invoices: z.array(portalInvoiceSummarySchema) });
export type PortalInvoicesAnswer = z.infer<typeof portalInvoicesAnswer>;
export const portalInvoiceAnswer = z.object({
  invoice: invoiceSchema,
  payments: z.array(portalPaymentSchema),
  /** The invoice's credit notes, newest first (docs/records.md "Credit notes"). */
  credit_notes: z.array(creditNoteSchema),
  agency: portalAgencySchema,
  /** The providers `pay_invoice` admits on this backend, sorted: `["stripe", "test"]`. */
  payment_providers: z.array(z.enum(paymentProviderNames)),
});
export type PortalInvoiceAnswer = z.infer<typeof portalInvoiceAnswer>;
export type ApproveDeliverableAnswer = z.infer<typeof deliverableAnswer>;
export const respondToProposalAnswer = z.object({
  proposal: portalProposalSchema,
  /** The project an accepted proposal became; null after a decline. */
  project_id: uuidSchema.nullable(),
});
export type RespondToProposalAnswer = z.infer<typeof respondToProposalAnswer>;

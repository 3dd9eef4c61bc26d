import { z } from 'zod';
import { PROPOSAL_LIMITS, type ProjectStatus } from '../records/index';
import type { PaymentProviderName } from './client-portal-exchange';
import type { CreditNote } from './credit-notes';
import type { Invoice } from './invoices';
import type { Milestone } from './projects';
import type { Proposal } from './proposals';
import {
  oneOf,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
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

export const deliverableStatuses = [
  'draft',
  'awaiting_approval',
  'approved',
  'changes_requested',
] as const;
export type DeliverableStatus = (typeof deliverableStatuses)[number];

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
  });

export const proposalDecisions = ['accept', 'decline'] as const;
export type ProposalDecision = (typeof proposalDecisions)[number];

/** `respond_to_proposal`; a reason is kept with a decline only. */
export const respondToProposalInput = z.object({
  id: recordIdSchema('id'),
  decision: oneOf(proposalDecisions, 'Decision'),
  reason: optionalText(PROPOSAL_LIMITS.declineReason, 'Reason', { multiline: true }).optional(),
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

export type Deliverable = {
  id: string;
  project_id: string;
  milestone_id: string | null;
  title: string;
  description: string | null;
  /** An object of the storage bucket `client-files`, under the project's client id. */
  file_path: string | null;
  status: DeliverableStatus;
  submitted_at: string | null;
  responded_at: string | null;
  /** The client's words with their latest answer (always there with `changes_requested`). */
  client_comment: string | null;
  created_at: string;
  updated_at: string;
};

export type PortalMilestone = Pick<
  Milestone,
  'id' | 'name' | 'due_date' | 'percentage' | 'is_done' | 'completed_at'
>;

/** One row of the portal's `get_projects`. */
export type PortalProjectSummary = {
  id: string;
  name: string;
  status: ProjectStatus;
  start_date: string | null;
  due_date: string | null;
  /** `milestoneProgress` of its milestones, 0–100; 0 without milestones. */
  progress: number;
  /** The first milestone not done, by position. */
  next_milestone: Pick<Milestone, 'id' | 'name' | 'due_date'> | null;
  /** Deliverables waiting for the client's answer. */
  deliverables_awaiting: number;
};

/** The portal's `get_project`: milestones in order, deliverables (never drafts) newest first. */
export type PortalProject = PortalProjectSummary & {
  description: string | null;
  milestones: PortalMilestone[];
  deliverables: Deliverable[];
};

/** One row of the portal's `get_proposals` (sent, expired, accepted or declined). */
export type PortalProposalSummary = Pick<
  Proposal,
  'id' | 'title' | 'status' | 'total_cents' | 'currency' | 'valid_until' | 'sent_at' | 'decided_at'
>;

/** The portal's `get_proposal`: the document as the admin's, without the lead it came from. */
export type PortalProposal = Omit<Proposal, 'lead_id' | 'leads'>;

/** One row of the portal's `get_invoices` (issued invoices: never drafts). */
export type PortalInvoiceSummary = Pick<
  Invoice,
  | 'id'
  | 'number'
  | 'status'
  | 'currency'
  | 'total_cents'
  | 'amount_paid_cents'
  | 'credited_cents'
  | 'balance_cents'
  | 'issue_date'
  | 'due_date'
  | 'projects'
>;

/** A payment on one of the client's invoices, as the portal shows it. */
export type PortalPayment = {
  id: string;
  payment_date: string;
  amount_cents: number;
  currency: string;
  payment_method: string;
};

/** Who issues the document: the agency's name and tax id (null when Settings have none). */
export type PortalAgency = { name: string; tax_id: string | null };

export type PortalProjectsAnswer = { projects: PortalProjectSummary[] };
export type PortalProjectAnswer = { project: PortalProject };
export type PortalProposalsAnswer = { proposals: PortalProposalSummary[] };
export type PortalProposalAnswer = { proposal: PortalProposal; agency: PortalAgency };
export type PortalInvoicesAnswer = { invoices: PortalInvoiceSummary[] };
export type PortalInvoiceAnswer = {
  invoice: Invoice;
  payments: PortalPayment[];
  /** The invoice's credit notes, newest first (docs/records.md "Credit notes"). */
  credit_notes: CreditNote[];
  agency: PortalAgency;
  /** The providers `pay_invoice` admits on this backend, sorted: `["stripe", "test"]`. */
  payment_providers: PaymentProviderName[];
};
export type ApproveDeliverableAnswer = { deliverable: Deliverable };
export type RespondToProposalAnswer = {
  proposal: PortalProposal;
  /** The project an accepted proposal became; null after a decline. */
  project_id: string | null;
};

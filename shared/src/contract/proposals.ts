import { z } from 'zod';
import {
  PROJECT_LIMITS,
  PROPOSAL_LIMITS,
  type ProposalStatus,
  proposalStatuses,
} from '../records/index';
import { SIGNATURE_TYPES } from './contracts';
import { discountSchema, lineItemAnswerSchema, lineItemsSchema, taxRateSchema } from './line-items';
import { bilingualImageSchema } from './media';
import {
  centsAnswer,
  daySchema,
  type ListQuery,
  listPageSchema,
  listParams,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `proposal-management` contract (docs/records.md): the proposal as every action answers
 * it, its fields and the payloads of each action.
 */

const depositPercentSchema = z
  .number({ error: 'Deposit must be a whole percentage' })
  .int('Deposit must be a whole percentage')
  .min(1, 'Deposit is at least 1 %')
  .max(100, 'Deposit is at most 100 %');

const depositCentsSchema = z
  .number({ error: 'Deposit must be a whole number of cents' })
  .int('Deposit must be a whole number of cents')
  .min(1, 'Deposit must be at least one cent')
  .max(Number.MAX_SAFE_INTEGER, 'Deposit is too large');

/**
 * The sentence a client agrees to when accepting a proposal with their signature; stored in
 * English with the evidence (`acceptance.consent_text`), shown translated by the portal.
 */
export const PROPOSAL_CONSENT_TEXT =
  'I accept this proposal and agree to sign electronically. My electronic signature is the ' +
  'legal equivalent of my handwritten signature.';

/** The messages of the flow fields' cross-field rules, checked by the server on every write. */
export const PROPOSAL_FLOW_MESSAGES = {
  depositBoth: 'Give the deposit as a percentage or an amount, not both',
  depositOverTotal: "The deposit cannot be more than the proposal's total",
  projectBoth: 'Choose an existing project or a template, not both',
  projectNotClients: "This project is not the client's",
} as const;

/** The flow fields of a proposal as stored, for `proposalFlowProblems`. */
export interface ProposalFlowFields {
  deposit_percent: number | null;
  deposit_cents: number | null;
  project_id: string | null;
  project_template_id: string | null;
}

/**
 * The cross-field problems of the flow fields, by field (empty when none): both deposit
 * fields, a deposit amount over the total, both project fields. The admin form and the server
 * use the same rules; the server also checks the references exist.
 */
export function proposalFlowProblems(
  fields: ProposalFlowFields,
  totalCents: number,
): Partial<Record<'deposit_cents' | 'project_template_id', string>> {
  const problems: Partial<Record<'deposit_cents' | 'project_template_id', string>> = {};
  if (fields.deposit_percent !== null && fields.deposit_cents !== null) {
    problems.deposit_cents = PROPOSAL_FLOW_MESSAGES.depositBoth;
  } else if (fields.deposit_cents !== null && fields.deposit_cents > totalCents) {
    problems.deposit_cents = PROPOSAL_FLOW_MESSAGES.depositOverTotal;
  }
  if (fields.project_id !== null && fields.project_template_id !== null) {
    problems.project_template_id = PROPOSAL_FLOW_MESSAGES.projectBoth;
  }
  return problems;
}

/** The deposit of a proposal in cents: its amount, or its percentage of the total rounded. */
export function depositCentsOf(
  fields: Pick<ProposalFlowFields, 'deposit_percent' | 'deposit_cents'>,
  totalCents: number,
): number | null {
  if (fields.deposit_cents !== null) return fields.deposit_cents;
  if (fields.deposit_percent !== null)
    return Math.round((totalCents * fields.deposit_percent) / 100);
  return null;
}

/** Proposal fields; create requires the title and one recipient. */
export const proposalFieldSchemas = {
  client_id: referenceSchema('client_id').nullable(),
  lead_id: referenceSchema('lead_id').nullable(),
  title: requiredText(PROPOSAL_LIMITS.title, 'Title'),
  summary: optionalText(PROPOSAL_LIMITS.summary, 'Summary', { multiline: true }),
  items: lineItemsSchema,
  discount_cents: discountSchema,
  tax_rate_bp: taxRateSchema,
  valid_until: optionalDate('Valid until'),
  /** A library image (docs/images.md) with alt text in both languages, or null for none. */
  cover_image_id: referenceSchema('cover_image_id').nullable(),
  /** A contract template the client signs after accepting (docs/records.md, "The flow"). */
  contract_template_id: referenceSchema('contract_template_id').nullable(),
  /** The deposit, as a percentage of the total or an amount; at most one of the two. */
  deposit_percent: depositPercentSchema.nullable(),
  deposit_cents: depositCentsSchema.nullable(),
  /** An existing project of the client to link, or a project template to start one from. */
  project_id: referenceSchema('project_id').nullable(),
  project_template_id: referenceSchema('project_template_id').nullable(),
};

const f = proposalFieldSchemas;

export const createProposalInput = z.object({
  client_id: f.client_id.optional(),
  lead_id: f.lead_id.optional(),
  title: f.title,
  summary: f.summary.optional(),
  items: f.items.optional(),
  discount_cents: f.discount_cents.optional(),
  tax_rate_bp: f.tax_rate_bp.optional(),
  valid_until: f.valid_until.optional(),
  cover_image_id: f.cover_image_id.optional(),
  contract_template_id: f.contract_template_id.optional(),
  deposit_percent: f.deposit_percent.optional(),
  deposit_cents: f.deposit_cents.optional(),
  project_id: f.project_id.optional(),
  project_template_id: f.project_template_id.optional(),
});

export const updateProposalInput = createProposalInput.extend({
  id: recordIdSchema('id'),
  title: f.title.optional(),
});

export const proposalIdInput = z.object({ id: recordIdSchema('id') });

/** `decline_proposal`: the reason is kept (`decline_reason`), as the portal's decline keeps it. */
export const declineProposalInput = proposalIdInput.extend({
  reason: optionalText(PROPOSAL_LIMITS.declineReason, 'Reason', { multiline: true }).optional(),
});

export const acceptProposalInput = z.object({
  id: recordIdSchema('id'),
  project: z
    .object(
      {
        name: requiredText(PROJECT_LIMITS.name, 'Project name').optional(),
        start_date: optionalDate('Start date').optional(),
        due_date: optionalDate('Due date').optional(),
      },
      { error: 'project must be an object' },
    )
    .optional(),
});

export const PROPOSAL_SORT_COLUMNS = ['created_at', 'total_cents', 'valid_until', 'title'] as const;
export type ProposalSortColumn = (typeof PROPOSAL_SORT_COLUMNS)[number];

export const getProposalsInput = z.object({
  ...listParams(PROPOSAL_SORT_COLUMNS, 'created_at'),
  status: oneOrMany(proposalStatuses, 'Status'),
  client_id: referenceSchema('client_id').optional(),
});

/** What a caller may write; exactly one of `client_id` / `lead_id`. */
export type ProposalFields = z.output<z.ZodObject<typeof proposalFieldSchemas>>;

/** The stored columns; the totals come from the server's computation. */
export type ProposalColumns = Omit<ProposalFields, 'items'> & {
  currency: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
};

/**
 * The client's signed acceptance in the portal, the evidence kept with the proposal (the
 * signature image itself is never answered); null when an admin accepted it or nobody did.
 */
export const proposalAcceptanceSchema = z.object({
  signature_type: z.enum(SIGNATURE_TYPES),
  /** The typed name; null for a drawn signature. */
  signed_name: z.string().nullable(),
  consent_text: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  accepted_at: timestampSchema,
});
export type ProposalAcceptance = z.infer<typeof proposalAcceptanceSchema>;

/** The proposal answer; `expired` is derived on read: sent and past `valid_until`. */
export const proposalSchema = z.object({
  id: uuidSchema,
  client_id: uuidSchema.nullable(),
  lead_id: uuidSchema.nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  currency: z.string(),
  discount_cents: centsAnswer,
  tax_rate_bp: z.number().int(),
  subtotal_cents: centsAnswer,
  tax_cents: centsAnswer,
  total_cents: centsAnswer,
  valid_until: daySchema.nullable(),
  status: z.enum(proposalStatuses),
  sent_at: timestampSchema.nullable(),
  decided_at: timestampSchema.nullable(),
  /** The client's reason for declining, when they gave one (portal or admin). */
  decline_reason: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  cover_image_id: uuidSchema.nullable(),
  items: z.array(lineItemAnswerSchema),
  clients: z.object({ name: z.string(), company: z.string().nullable() }).nullable(),
  leads: z
    .object({ name: z.string(), company: z.string().nullable(), email: z.string() })
    .nullable(),
  /**
   * The project named for the proposal before acceptance (an existing project of the client),
   * else the project the accepted proposal became.
   */
  project_id: uuidSchema.nullable(),
  contract_template_id: uuidSchema.nullable(),
  deposit_percent: z.number().int().nullable(),
  deposit_cents: centsAnswer.nullable(),
  project_template_id: uuidSchema.nullable(),
  acceptance: proposalAcceptanceSchema.nullable(),
  /**
   * The cover image as the admin, the client and the PDF show it, with its alt text in both
   * languages (`altIn` picks the reader's); null when none or when it lost both alt texts.
   */
  cover_image: bilingualImageSchema.nullable().optional(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** get_proposal, create_proposal, update_proposal, send_proposal and decline_proposal. */
export const proposalAnswer = z.object({ proposal: proposalSchema });

export type NewProposal = Pick<ProposalFields, 'title'> & Partial<ProposalFields>;
export type ProposalChanges = { id: string } & Partial<ProposalFields>;

export type ProposalListQuery = ListQuery<ProposalSortColumn> & {
  status?: ProposalStatus | ProposalStatus[];
  client_id?: string;
};

export const proposalPageSchema = listPageSchema('proposals', proposalSchema);
export type ProposalPage = z.infer<typeof proposalPageSchema>;

/** `accept_proposal`'s optional project details; the title and today are the defaults. */
export type AcceptProposalOptions = {
  name?: string;
  start_date?: string;
  due_date?: string;
};

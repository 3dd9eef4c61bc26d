import { z } from 'zod';
import {
  PROJECT_LIMITS,
  PROPOSAL_LIMITS,
  type ProposalStatus,
  proposalStatuses,
} from '../records/index';
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
  /** The project the accepted proposal became. */
  project_id: uuidSchema.nullable(),
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

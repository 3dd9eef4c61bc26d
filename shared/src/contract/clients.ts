import { z } from 'zod';
import { CLIENT_LIMITS, clientStatuses } from '../records/index';
import { clientPortalAccessSchema, portalInvitationSchema } from './client-portal';
import { EMAIL_LOCALES } from './email';
import { invoiceSchema } from './invoices';
import { leadSchema } from './leads';
import { paymentSchema } from './payments';
import { projectSchema } from './projects';
import { proposalSchema } from './proposals';
import {
  centsAnswer,
  countSchema,
  emailSchema,
  type ListQuery,
  listPageSchema,
  listParams,
  oneOf,
  oneOrMany,
  optionalPhone,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `client-management` contract (docs/records.md): the client as every action answers it,
 * the fields a create or an update writes, and the payloads of each action.
 */

export const clientFieldSchemas = {
  name: requiredText(CLIENT_LIMITS.name, 'Name', { isName: true }),
  email: emailSchema,
  company: optionalText(CLIENT_LIMITS.company, 'Company', { isName: true }),
  phone: optionalPhone(CLIENT_LIMITS.phone, 'Phone'),
  address: optionalText(CLIENT_LIMITS.address, 'Address', { multiline: true }),
  tax_id: optionalText(CLIENT_LIMITS.taxId, 'Tax id'),
  notes: optionalText(CLIENT_LIMITS.notes, 'Notes', { multiline: true }),
  status: oneOf(clientStatuses, 'Status'),
  user_id: referenceSchema('user_id').nullable(),
  /** The language of the client's e-mails, PDFs and portal (docs/records.md). */
  language: oneOf(EMAIL_LOCALES, 'Language'),
};

const f = clientFieldSchemas;

/** Every client field as optional: an update, or the overrides of a lead's conversion. */
export const clientChangesSchema = z.object({
  name: f.name.optional(),
  email: f.email.optional(),
  company: f.company.optional(),
  phone: f.phone.optional(),
  address: f.address.optional(),
  tax_id: f.tax_id.optional(),
  notes: f.notes.optional(),
  status: f.status.optional(),
  user_id: f.user_id.optional(),
  /** Not sent on a create: the agency's default language. */
  language: f.language.optional(),
});

export const createClientInput = clientChangesSchema.extend({ name: f.name, email: f.email });
export const updateClientInput = clientChangesSchema.extend({ id: recordIdSchema('id') });
export const convertLeadInput = clientChangesSchema.extend({ lead_id: recordIdSchema('lead_id') });
/** `get_client`, `delete_client`. */
export const clientIdInput = z.object({ id: recordIdSchema('id') });
export const getPortalAccessRequestsInput = z.object({});

/** What a create or an update of a client writes. */
export type ClientFields = z.output<z.ZodObject<typeof clientFieldSchemas>>;

/** A client as every action answers it: the row, its project count and its money. */
export const clientSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  tax_id: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(clientStatuses),
  user_id: uuidSchema.nullable(),
  /** The language of the client's e-mails, PDFs and portal. */
  language: z.enum(EMAIL_LOCALES),
  currency: z.string(),
  /** The lead this client was converted from, if any. */
  lead_id: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  project_count: countSchema,
  invoiced_cents: centsAnswer,
  paid_cents: centsAnswer,
  /** Still owed on sent (incl. overdue) invoices. */
  balance_cents: centsAnswer,
  /** The client's portal access (docs/portal.md). */
  portal: clientPortalAccessSchema,
});
export type Client = z.infer<typeof clientSchema>;

/** create_client, update_client, revoke_portal_access and link_portal_account. */
export const clientAnswer = z.object({ client: clientSchema });

/** invite_to_portal. */
export const clientInvitedAnswer = z.object({
  client: clientSchema,
  invitation: portalInvitationSchema,
});

export type NewClient = Pick<ClientFields, 'name' | 'email'> &
  Partial<Omit<ClientFields, 'name' | 'email'>>;

/** `update_client`: fields not sent keep their value; `null` clears an optional one. */
export type ClientChanges = { id: string } & Partial<ClientFields>;

export const CLIENT_SORT_COLUMNS = ['created_at', 'name', 'balance_cents'] as const;
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];

export const getClientsInput = z.object({
  status: oneOrMany(clientStatuses, 'Status'),
  ...listParams(CLIENT_SORT_COLUMNS, 'created_at'),
});

export type ClientListQuery = ListQuery<ClientSortColumn> & {
  status?: (typeof clientStatuses)[number];
};

export const clientPageSchema = listPageSchema('clients', clientSchema);
export type ClientPage = z.infer<typeof clientPageSchema>;

/** `get_client`: the client and its records, newest first, at most 100 of each. */
export const clientDetailSchema = z.object({
  client: clientSchema,
  projects: z.array(projectSchema),
  proposals: z.array(proposalSchema),
  invoices: z.array(invoiceSchema),
  payments: z.array(paymentSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** `convert_lead`: fields given here replace the lead's own. */
export type ConvertLeadOverrides = Partial<Omit<ClientFields, 'status' | 'user_id'>>;

export const convertedLeadSchema = z.object({ client: clientSchema, lead: leadSchema });
export type ConvertedLead = z.infer<typeof convertedLeadSchema>;

/**
 * proposal-management's accept_proposal: the proposal, the project it became and its client
 * (a lead's converted). Here, not in `./proposals`, which the client answer builds on.
 */
export const acceptedProposalAnswer = z.object({
  proposal: proposalSchema,
  project: projectSchema,
  client: clientSchema,
});

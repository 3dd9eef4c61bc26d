import { z } from 'zod';
import { CLIENT_LIMITS, clientStatuses } from '../records/index';
import type { ClientPortalAccess } from './client-portal';
import type { Invoice } from './invoices';
import type { Lead } from './leads';
import type { Payment } from './payments';
import type { Project } from './projects';
import type { Proposal } from './proposals';
import {
  emailSchema,
  type ListPage,
  type ListQuery,
  listParams,
  oneOf,
  oneOrMany,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
} from './record-fields';

/**
 * The `client-management` contract (docs/records.md): the client as every action answers it,
 * the fields a create or an update writes, and the payloads of each action.
 */

export const clientFieldSchemas = {
  name: requiredText(CLIENT_LIMITS.name, 'Name'),
  email: emailSchema,
  company: optionalText(CLIENT_LIMITS.company, 'Company'),
  phone: optionalText(CLIENT_LIMITS.phone, 'Phone'),
  address: optionalText(CLIENT_LIMITS.address, 'Address', { multiline: true }),
  tax_id: optionalText(CLIENT_LIMITS.taxId, 'Tax id'),
  notes: optionalText(CLIENT_LIMITS.notes, 'Notes', { multiline: true }),
  status: oneOf(clientStatuses, 'Status'),
  user_id: referenceSchema('user_id').nullable(),
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
});

export const createClientInput = clientChangesSchema.extend({ name: f.name, email: f.email });
export const updateClientInput = clientChangesSchema.extend({ id: recordIdSchema('id') });
export const convertLeadInput = clientChangesSchema.extend({ lead_id: recordIdSchema('lead_id') });

/** What a create or an update of a client writes. */
export type ClientFields = z.output<z.ZodObject<typeof clientFieldSchemas>>;

/** A client as every action answers it: the row, its project count and its money. */
export type Client = ClientFields & {
  id: string;
  currency: string;
  /** The lead this client was converted from, if any. */
  lead_id: string | null;
  created_at: string;
  updated_at: string;
  project_count: number;
  invoiced_cents: number;
  paid_cents: number;
  /** Still owed on sent (incl. overdue) invoices. */
  balance_cents: number;
  /** The client's portal access (docs/portal.md). */
  portal: ClientPortalAccess;
};

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

export type ClientPage = ListPage<'clients', Client>;

/** `get_client`: the client and its records, newest first, at most 100 of each. */
export type ClientDetail = {
  client: Client;
  projects: Project[];
  proposals: Proposal[];
  invoices: Invoice[];
  payments: Payment[];
};

/** `convert_lead`: fields given here replace the lead's own. */
export type ConvertLeadOverrides = Partial<Omit<ClientFields, 'status' | 'user_id'>>;

export type ConvertedLead = { client: Client; lead: Lead };

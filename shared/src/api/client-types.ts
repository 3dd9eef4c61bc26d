/**
 * The `client-management` contract on the client (docs/records.md): the client as every
 * action answers it, the payloads of each action and the limits forms check before sending.
 */
import type { ClientStatus } from '../records/index';
import type { Invoice } from './invoice-types';
import type { Lead, SortOrder } from './lead-types';
import type { Project } from './project-types';
import type { Proposal } from './proposal-types';
import type { Payment } from './revenue-types';

export const CLIENT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
  address: 1000,
  taxId: 50,
  notes: 5000,
  search: 200,
} as const;

export type Client = {
  id: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  notes: string | null;
  status: ClientStatus;
  currency: string;
  /** The client's portal account (a user with role `client`), if any. */
  user_id: string | null;
  /** The lead this client was converted from, if any. */
  lead_id: string | null;
  created_at: string;
  updated_at: string;
  project_count: number;
  invoiced_cents: number;
  paid_cents: number;
  /** Still owed on sent (incl. overdue) invoices. */
  balance_cents: number;
};

export type ClientFields = Pick<
  Client,
  'name' | 'email' | 'company' | 'phone' | 'address' | 'tax_id' | 'notes' | 'status' | 'user_id'
>;

export type NewClient = Pick<ClientFields, 'name' | 'email'> &
  Partial<Omit<ClientFields, 'name' | 'email'>>;

/** `update_client`: fields not sent keep their value; `null` clears an optional one. */
export type ClientChanges = { id: string } & Partial<ClientFields>;

export type ClientSortColumn = 'name' | 'created_at' | 'balance_cents';

export type ClientListQuery = {
  search?: string;
  status?: ClientStatus;
  sort?: ClientSortColumn;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type ClientPage = { clients: Client[]; total: number; page: number; pageSize: number };

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

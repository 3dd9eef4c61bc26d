/**
 * The `proposal-management` contract on the client (docs/records.md): the proposal as every
 * action answers it and the payloads of each action.
 */
import type { ProposalStatus } from '../records/index';
import type { SortOrder } from './lead-types';

/** A line as the server answers it, in order; `amount_cents` is computed by the server. */
export type LineItem = {
  id: string;
  position: number;
  description: string;
  /** Up to two decimals (hours, days, units). */
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
};

/** A line as a form sends it; the server computes its amount. */
export type LineItemFields = Pick<LineItem, 'description' | 'quantity' | 'unit_price_cents'>;

export type Proposal = {
  id: string;
  client_id: string | null;
  lead_id: string | null;
  title: string;
  summary: string | null;
  currency: string;
  discount_cents: number;
  /** Basis points: 2000 = 20 %. */
  tax_rate_bp: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  /** `YYYY-MM-DD`. */
  valid_until: string | null;
  /** `expired` is derived on read: sent and past `valid_until`. */
  status: ProposalStatus;
  sent_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
  items: LineItem[];
  clients: { name: string; company: string | null } | null;
  leads: { name: string; company: string | null; email: string } | null;
  /** The project the accepted proposal became. */
  project_id: string | null;
};

/** What a caller may write; exactly one of `client_id` / `lead_id`. */
export type ProposalFields = {
  client_id: string | null;
  lead_id: string | null;
  title: string;
  summary: string | null;
  items: LineItemFields[];
  discount_cents: number;
  tax_rate_bp: number;
  valid_until: string | null;
};

export type NewProposal = Pick<ProposalFields, 'title'> & Partial<ProposalFields>;
export type ProposalChanges = { id: string } & Partial<ProposalFields>;

export type ProposalSortColumn = 'created_at' | 'total_cents' | 'valid_until' | 'title';

export type ProposalListQuery = {
  search?: string;
  status?: ProposalStatus | ProposalStatus[];
  client_id?: string;
  sort?: ProposalSortColumn;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type ProposalPage = {
  proposals: Proposal[];
  total: number;
  page: number;
  pageSize: number;
};

/** `accept_proposal`'s optional project details; the title and today are the defaults. */
export type AcceptProposalOptions = {
  name?: string;
  start_date?: string;
  due_date?: string;
};

/**
 * The `invoice-management` contract on the client (docs/records.md): the invoice as every
 * action answers it, its settings and the payloads of each action.
 */
import type { InvoiceStatus } from '../records/index';
import type { SortOrder } from './lead-types';
import type { LineItem, LineItemFields } from './proposal-types';
import type { Payment } from './revenue-types';

export type Invoice = {
  id: string;
  /** Null while a draft: the number is given when it is sent. */
  number: string | null;
  client_id: string;
  project_id: string | null;
  currency: string;
  discount_cents: number;
  /** Basis points: 2000 = 20 %. */
  tax_rate_bp: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  amount_paid_cents: number;
  /** `YYYY-MM-DD`; set when sent. */
  issue_date: string | null;
  due_date: string;
  notes: string | null;
  sent_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  /** `overdue` is derived on read: sent, with a balance, past `due_date`. */
  status: InvoiceStatus;
  /** total − paid. */
  balance_cents: number;
  items: LineItem[];
  clients: {
    name: string;
    company: string | null;
    email: string;
    address: string | null;
    tax_id: string | null;
  };
  projects: { name: string } | null;
};

export type InvoiceFields = {
  client_id: string;
  project_id: string | null;
  items: LineItemFields[];
  discount_cents: number;
  tax_rate_bp: number;
  /** Default: today + the payment terms. */
  due_date: string | null;
  notes: string | null;
};

export type NewInvoice = Pick<InvoiceFields, 'client_id'> & Partial<InvoiceFields>;
export type InvoiceChanges = { id: string } & Partial<InvoiceFields>;

export type InvoiceSortColumn = 'created_at' | 'due_date' | 'total_cents' | 'number';

export type InvoiceListQuery = {
  search?: string;
  status?: InvoiceStatus | InvoiceStatus[];
  client_id?: string;
  project_id?: string;
  sort?: InvoiceSortColumn;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type InvoicePage = { invoices: Invoice[]; total: number; page: number; pageSize: number };

export type InvoiceDetail = { invoice: Invoice; payments: Payment[] };

export type InvoiceSettings = {
  /** E.g. `INV-{YYYY}-{SEQ:4}`. */
  number_pattern: string;
  payment_terms_days: number;
  currency: string;
  /** The sequence the next sent invoice of this year takes. */
  next_number: number;
};

export type InvoiceSettingsChanges = Partial<
  Pick<InvoiceSettings, 'number_pattern' | 'payment_terms_days'>
>;

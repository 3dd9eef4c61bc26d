import { z } from 'zod';
import {
  INVOICE_LIMITS,
  type InvoiceStatus,
  invoiceStatuses,
  isValidInvoiceNumberPattern,
  RECORD_ID_MAX,
} from '../records/index';
import type { CreditNote } from './credit-notes';
import { text } from './fields';
import { discountSchema, type LineItem, lineItemsSchema, taxRateSchema } from './line-items';
import type { InvoiceReminder } from './payment-reminders';
import type { Payment } from './payments';
import {
  type ListPage,
  type ListQuery,
  listParams,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
} from './record-fields';

/**
 * The `invoice-management` contract (docs/records.md): the invoice as every action answers it,
 * its fields, the agency's invoice settings and the payloads of each action.
 */

/** Invoice fields; create requires client_id, update takes any of them. */
export const invoiceFieldSchemas = {
  client_id: text({ what: 'Client', error: 'Client is required' })
    .min(1, 'Client is required')
    .max(RECORD_ID_MAX, 'No such client'),
  project_id: referenceSchema('project_id').nullable(),
  items: lineItemsSchema,
  discount_cents: discountSchema,
  tax_rate_bp: taxRateSchema,
  /** null: today + the payment terms. */
  due_date: optionalDate('Due date'),
  notes: optionalText(INVOICE_LIMITS.notes, 'Notes', { multiline: true }),
};

const f = invoiceFieldSchemas;

export const createInvoiceInput = z.object({
  client_id: f.client_id,
  project_id: f.project_id.optional(),
  items: f.items.optional(),
  discount_cents: f.discount_cents.optional(),
  tax_rate_bp: f.tax_rate_bp.optional(),
  due_date: f.due_date.optional(),
  notes: f.notes.optional(),
});

export const updateInvoiceInput = createInvoiceInput.extend({
  id: recordIdSchema('id'),
  client_id: f.client_id.optional(),
});

export const invoiceIdInput = z.object({ id: recordIdSchema('id') });

export const INVOICE_SORT_COLUMNS = ['created_at', 'due_date', 'total_cents', 'number'] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

export const getInvoicesInput = z.object({
  ...listParams(INVOICE_SORT_COLUMNS, 'created_at'),
  status: oneOrMany(invoiceStatuses, 'Status'),
  client_id: referenceSchema('client_id').optional(),
  project_id: referenceSchema('project_id').optional(),
});

export const invoiceSettingsSchemas = {
  number_pattern: text({ what: 'The number pattern' })
    .trim()
    .refine(
      isValidInvoiceNumberPattern,
      `The pattern needs {SEQ} or {SEQ:n} once, {YYYY} or {YY}, no other braces, and at most ${INVOICE_LIMITS.numberPattern} characters`,
    ),
  payment_terms_days: z
    .number({ error: 'Payment terms must be a whole number of days' })
    .int('Payment terms must be a whole number of days')
    .min(0, 'Payment terms cannot be negative')
    .max(
      INVOICE_LIMITS.paymentTermsDays,
      `Payment terms are at most ${INVOICE_LIMITS.paymentTermsDays} days`,
    ),
};

export const updateInvoiceSettingsInput = z.object({
  number_pattern: invoiceSettingsSchemas.number_pattern.optional(),
  payment_terms_days: invoiceSettingsSchemas.payment_terms_days.optional(),
});

export type InvoiceFields = z.output<z.ZodObject<typeof invoiceFieldSchemas>>;

/** The stored columns; the totals come from the server's computation. */
export type InvoiceColumns = Omit<InvoiceFields, 'items' | 'due_date'> & {
  currency: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  /** `YYYY-MM-DD`; a create without one stores today + the payment terms. */
  due_date: string;
};

/** The invoice answer: `overdue` and the balance derived on read. */
export type Invoice = InvoiceColumns & {
  id: string;
  /** Null while a draft: the number is given when it is sent. */
  number: string | null;
  amount_paid_cents: number;
  /** What credit notes took off (docs/records.md "Credit notes"). */
  credited_cents: number;
  /** total − paid − credited. */
  balance_cents: number;
  /** `YYYY-MM-DD`; set when sent. */
  issue_date: string | null;
  /**
   * `overdue` and `credited` are derived on read: sent, with a balance, past `due_date`; sent,
   * and credit notes left nothing to pay.
   */
  status: InvoiceStatus;
  sent_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
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

export type NewInvoice = Pick<InvoiceFields, 'client_id'> & Partial<InvoiceFields>;
export type InvoiceChanges = { id: string } & Partial<InvoiceFields>;

export type InvoiceListQuery = ListQuery<InvoiceSortColumn> & {
  status?: InvoiceStatus | InvoiceStatus[];
  client_id?: string;
  project_id?: string;
};

export type InvoicePage = ListPage<'invoices', Invoice>;

/** `reminders`: the payment reminders sent for it (docs/automation.md "Payment reminders"). */
export type InvoiceDetail = {
  invoice: Invoice;
  payments: Payment[];
  reminders: InvoiceReminder[];
  /**
   * The invoicing rule that generated it and why, for the agency only (the client's invoice
   * carries no such note); null for an invoice written by hand.
   */
  generatedBy: { rule_id: string; name: string; cause: string | null } | null;
  /** Its credit notes, newest first (docs/records.md "Credit notes"). */
  creditNotes: CreditNote[];
};

/** The stored pattern and terms (a missing or unusable value reads as the default). */
export type InvoiceTerms = z.output<z.ZodObject<typeof invoiceSettingsSchemas>>;

export type InvoiceSettings = InvoiceTerms & {
  currency: string;
  /** The sequence the next sent invoice of this year takes. */
  next_number: number;
};

export type InvoiceSettingsChanges = Partial<InvoiceTerms>;

import { z } from 'zod';
import {
  INVOICE_LIMITS,
  type InvoiceStatus,
  invoiceStatuses,
  isValidInvoiceNumberPattern,
  RECORD_ID_MAX,
} from '../records/index';
import { creditNoteSchema } from './credit-notes';
import { text } from './fields';
import { discountSchema, lineItemAnswerSchema, lineItemsSchema, taxRateSchema } from './line-items';
import { invoiceReminderSchema } from './payment-reminders';
import { paymentSchema } from './payments';
import {
  centsAnswer,
  daySchema,
  type ListQuery,
  listPageSchema,
  listParams,
  namedSchema,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  timestampSchema,
  uuidSchema,
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
    .refine(isValidInvoiceNumberPattern, {
      message: `The pattern needs {SEQ} or {SEQ:n} once, {YYYY} or {YY}, no other braces, and at most ${INVOICE_LIMITS.numberPattern} characters`,
      params: { fieldCode: 'number_pattern' },
    }),
  payment_terms_days: z
    .number({ error: 'Payment terms must be a whole number of days' })
    .int('Payment terms must be a whole number of days')
    .min(0, 'Payment terms cannot be negative')
    .max(
      INVOICE_LIMITS.paymentTermsDays,
      `Payment terms are at most ${INVOICE_LIMITS.paymentTermsDays} days`,
    ),
};

/** get_invoice_settings takes nothing. */
export const getInvoiceSettingsInput = z.object({});

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

/** The client as an invoice names it (its PDF's addressee). */
export const invoiceClientSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
  tax_id: z.string().nullable(),
});

/** The invoice answer: `overdue` and the balance derived on read. */
export const invoiceSchema = z.object({
  id: uuidSchema,
  /** Null while a draft: the number is given when it is sent. */
  number: z.string().nullable(),
  client_id: uuidSchema,
  project_id: uuidSchema.nullable(),
  currency: z.string(),
  discount_cents: centsAnswer,
  tax_rate_bp: z.number().int(),
  subtotal_cents: centsAnswer,
  tax_cents: centsAnswer,
  total_cents: centsAnswer,
  amount_paid_cents: centsAnswer,
  /** What credit notes took off (docs/records.md "Credit notes"). */
  credited_cents: centsAnswer,
  /** total − paid − credited. */
  balance_cents: centsAnswer,
  /** `YYYY-MM-DD`; set when sent. */
  issue_date: daySchema.nullable(),
  /** `YYYY-MM-DD`; a create without one stores today + the payment terms. */
  due_date: daySchema,
  notes: z.string().nullable(),
  /**
   * `overdue` and `credited` are derived on read: sent, with a balance, past `due_date`; sent,
   * and credit notes left nothing to pay.
   */
  status: z.enum(invoiceStatuses),
  sent_at: timestampSchema.nullable(),
  paid_at: timestampSchema.nullable(),
  cancelled_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  items: z.array(lineItemAnswerSchema),
  clients: invoiceClientSchema,
  projects: namedSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export type NewInvoice = Pick<InvoiceFields, 'client_id'> & Partial<InvoiceFields>;
export type InvoiceChanges = { id: string } & Partial<InvoiceFields>;

export type InvoiceListQuery = ListQuery<InvoiceSortColumn> & {
  status?: InvoiceStatus | InvoiceStatus[];
  client_id?: string;
  project_id?: string;
};

export const invoicePageSchema = listPageSchema('invoices', invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** create_invoice, update_invoice, send_invoice and cancel_invoice. */
export const invoiceAnswer = z.object({ invoice: invoiceSchema });

/** `reminders`: the payment reminders sent for it (docs/automation.md "Payment reminders"). */
export const invoiceDetailSchema = z.object({
  invoice: invoiceSchema,
  payments: z.array(paymentSchema),
  reminders: z.array(invoiceReminderSchema),
  /**
   * The invoicing rule that generated it and why, for the agency only (the client's invoice
   * carries no such note); null for an invoice written by hand.
   */
  generatedBy: z
    .object({ rule_id: uuidSchema, name: z.string(), cause: z.string().nullable() })
    .nullable(),
  /** Its credit notes, newest first (docs/records.md "Credit notes"). */
  creditNotes: z.array(creditNoteSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** The stored pattern and terms (a missing or unusable value reads as the default). */
export type InvoiceTerms = z.output<z.ZodObject<typeof invoiceSettingsSchemas>>;

export const invoiceSettingsSchema = z.object({
  number_pattern: z.string(),
  payment_terms_days: z.number().int().nonnegative(),
  currency: z.string(),
  /** The sequence the next sent invoice of this year takes. */
  next_number: z.number().int().positive(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** get_invoice_settings and update_invoice_settings. */
export const invoiceSettingsAnswer = z.object({ settings: invoiceSettingsSchema });

export type InvoiceSettingsChanges = Partial<InvoiceTerms>;

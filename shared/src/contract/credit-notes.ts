import { z } from 'zod';
import { lineItemAnswerSchema, lineItemsSchema } from './line-items';
import {
  centsAnswer,
  daySchema,
  listPageSchema,
  listParams,
  namedSchema,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * Credit notes (docs/records.md "Credit notes"): a sent invoice stays as it was issued; a
 * correction is a credit note against it, with its own number (CN-2026-0001), lines at the
 * invoice's tax rate, a stored PDF and an e-mail to the client. What the credit notes of an
 * invoice take off is the invoice's `credited_cents`, out of its balance.
 */

export const CREDIT_NOTE_LIMITS = { reason: 1000 } as const;

/** The numbers' pattern: the year of the issue date and a gap-free sequence per year. */
export const CREDIT_NOTE_NUMBER_PATTERN = 'CN-{YYYY}-{SEQ:4}';

export const createCreditNoteInput = z.object({
  invoice_id: referenceSchema('invoice_id'),
  reason: requiredText(CREDIT_NOTE_LIMITS.reason, 'Reason'),
  /** Left out: the whole invoice (its lines and discount). */
  items: lineItemsSchema.optional(),
});

const { page, pageSize } = listParams(['created_at'], 'created_at');

export const getCreditNotesInput = z.object({
  invoice_id: referenceSchema('invoice_id').optional(),
  client_id: referenceSchema('client_id').optional(),
  page,
  pageSize,
});

export const creditNoteIdInput = z.object({ id: recordIdSchema('id') });

export type NewCreditNote = z.input<typeof createCreditNoteInput>;
export type CreditNotesQuery = z.input<typeof getCreditNotesInput>;

/** The credit note answer. */
export const creditNoteSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  invoice_id: uuidSchema,
  invoice_number: z.string(),
  client_id: uuidSchema,
  project_id: uuidSchema.nullable(),
  currency: z.string(),
  reason: z.string(),
  items: z.array(lineItemAnswerSchema),
  discount_cents: centsAnswer,
  tax_rate_bp: z.number().int(),
  subtotal_cents: centsAnswer,
  tax_cents: centsAnswer,
  total_cents: centsAnswer,
  /** `YYYY-MM-DD`: the agency's day it was issued. */
  issue_date: daySchema,
  created_at: timestampSchema,
  clients: z.object({
    name: z.string(),
    company: z.string().nullable(),
    email: z.string().nullable(),
  }),
  projects: namedSchema.nullable(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNotePageSchema = listPageSchema('credit_notes', creditNoteSchema);
export type CreditNotePage = z.infer<typeof creditNotePageSchema>;

/** create_credit_note and get_credit_note. */
export const creditNoteAnswer = z.object({ credit_note: creditNoteSchema });

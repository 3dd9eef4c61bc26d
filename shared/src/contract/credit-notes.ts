import { z } from 'zod';
import type { LineItem } from './line-items';
import { lineItemsSchema } from './line-items';
import {
  type ListPage,
  listParams,
  recordIdSchema,
  referenceSchema,
  requiredText,
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
export type CreditNote = {
  id: string;
  number: string;
  invoice_id: string;
  invoice_number: string;
  client_id: string;
  project_id: string | null;
  currency: string;
  reason: string;
  items: LineItem[];
  discount_cents: number;
  tax_rate_bp: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  /** `YYYY-MM-DD`: the agency's day it was issued. */
  issue_date: string;
  created_at: string;
  clients: { name: string; company: string | null; email: string | null };
  projects: { name: string } | null;
};

export type CreditNotePage = ListPage<'credit_notes', CreditNote>;

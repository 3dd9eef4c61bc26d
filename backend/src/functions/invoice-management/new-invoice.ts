import type { LineItemFields } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { insertInvoice } from '../../db/invoices.ts';
import { documentTotals, replaceItems } from '../line-items.ts';

/** A draft as create_invoice and the invoicing rules write it; totals come from the lines. */
export interface NewInvoiceDraft {
  client_id: string;
  project_id: string | null;
  currency: string;
  items: readonly LineItemFields[];
  discount_cents: number;
  tax_rate_bp: number;
  due_date: string;
  notes: string | null;
}

/**
 * Inserts the draft and its lines in the caller's transaction, totals computed here (any
 * totals a caller sent are never trusted). References are the caller's to check.
 */
export async function insertInvoiceDraft(
  tx: Queryable,
  draft: NewInvoiceDraft,
  createdBy: string | null,
): Promise<string> {
  const totals = documentTotals(draft.items, {
    discount_cents: draft.discount_cents,
    tax_rate_bp: draft.tax_rate_bp,
  });
  const id = await insertInvoice(
    tx,
    {
      client_id: draft.client_id,
      project_id: draft.project_id,
      currency: draft.currency,
      discount_cents: totals.discount_cents,
      tax_rate_bp: draft.tax_rate_bp,
      subtotal_cents: totals.subtotal_cents,
      tax_cents: totals.tax_cents,
      total_cents: totals.total_cents,
      due_date: draft.due_date,
      notes: draft.notes,
    },
    createdBy,
  );
  await replaceItems(tx, 'invoice_items', id, draft.items, totals.line_amounts_cents);
  return id;
}

import { invoiceManagement } from '@atelier/shared/actions';
import { updateInvoiceInput } from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import { findInvoiceValues, updateInvoice as writeInvoice } from '../../db/invoices.ts';
import { conflict } from '../../errors.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { documentTotals, loadItems, replaceItems } from '../line-items.ts';
import { implement } from '../registry.ts';
import { checkClientAndProject } from './invoice-fields.ts';
import { loadInvoiceTerms } from './invoice-settings.ts';
import { findInvoiceView, invoiceNotFound } from './invoice-view.ts';
import { addDays } from './today.ts';

export { updateInvoiceInput };

/** Why an invoice that is no longer a draft cannot change, by its stored status. */
export const notADraft: Record<string, { edit: string; remove: string }> = {
  sent: {
    edit: 'A sent invoice cannot be edited; cancel it and issue a new one',
    remove: 'A sent invoice cannot be deleted; cancel it instead',
  },
  paid: {
    edit: 'A paid invoice cannot be edited',
    remove: 'A paid invoice cannot be deleted: it records money received',
  },
  cancelled: {
    edit: 'A cancelled invoice cannot be edited; create a new one',
    remove: 'A cancelled invoice cannot be deleted: its number stays used',
  },
};

/**
 * Changes a draft; fields not sent keep their value, and the totals are computed again from
 * the lines (the new ones, or the stored ones when no items are sent).
 */
export const updateInvoice = implement(invoiceManagement.actions.update_invoice, {
  handler: async ({ id, items, ...changes }, { db }) => {
    if (!isUuid(id)) throw invoiceNotFound();
    const terms = await loadInvoiceTerms(db);
    await db.transaction(async (tx) => {
      const current = await findInvoiceValues(tx, id);
      if (!current) throw invoiceNotFound();
      const refusal = notADraft[current.status];
      if (refusal) throw conflict('invoice_not_editable', refusal.edit, { status: current.status });
      const { status: _status, ...stored } = current;
      const next = { ...stored, ...definedOnly(changes) };
      // A due date cleared with null goes back to the default terms.
      const dueDate = next.due_date ?? addDays(await agencyToday(tx), terms.payment_terms_days);
      if (changes.client_id !== undefined || changes.project_id !== undefined) {
        await checkClientAndProject(tx, next.client_id, next.project_id);
      }
      const lines = items ?? (await loadItems(tx, 'invoice_items', id));
      const totals = documentTotals(lines, {
        discount_cents: next.discount_cents,
        tax_rate_bp: next.tax_rate_bp,
      });
      await writeInvoice(tx, id, {
        ...next,
        due_date: dueDate,
        discount_cents: totals.discount_cents,
        subtotal_cents: totals.subtotal_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
      });
      // Line amounts depend on their own line only: stored lines keep theirs.
      if (items) await replaceItems(tx, 'invoice_items', id, items, totals.line_amounts_cents);
    });
    return { invoice: await findInvoiceView(db, id) };
  },
});

import { createInvoiceInput } from '@atelier/shared/contract';
import { insertInvoice } from '../../db/invoices.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { documentTotals, replaceItems } from '../line-items.ts';
import { defineAction } from '../registry.ts';
import { checkClientAndProject } from './invoice-fields.ts';
import { loadInvoiceTerms } from './invoice-settings.ts';
import { findInvoiceView } from './invoice-view.ts';
import { addDays, today } from './today.ts';

export { createInvoiceInput };

/**
 * A draft: no number until it is sent. Totals are computed here from the lines; any totals
 * sent by the caller are ignored.
 */
export const createInvoice = defineAction({
  access: 'admin',
  input: createInvoiceInput,
  handler: async (input, { db, caller }) => {
    const items = input.items ?? [];
    const discount = input.discount_cents ?? 0;
    const taxRate = input.tax_rate_bp ?? 0;
    const totals = documentTotals(items, { discount_cents: discount, tax_rate_bp: taxRate });
    const projectId = input.project_id ?? null;
    const terms = await loadInvoiceTerms(db);
    const currency = await readAgencyCurrency(db);
    const id = await db.transaction(async (tx) => {
      await checkClientAndProject(tx, input.client_id, projectId);
      const invoiceId = await insertInvoice(
        tx,
        {
          client_id: input.client_id,
          project_id: projectId,
          currency,
          discount_cents: totals.discount_cents,
          tax_rate_bp: taxRate,
          subtotal_cents: totals.subtotal_cents,
          tax_cents: totals.tax_cents,
          total_cents: totals.total_cents,
          due_date: input.due_date ?? addDays(today(), terms.payment_terms_days),
          notes: input.notes ?? null,
        },
        caller.userId,
      );
      await replaceItems(tx, 'invoice_items', invoiceId, items, totals.line_amounts_cents);
      return invoiceId;
    });
    return { invoice: await findInvoiceView(db, id) };
  },
});

import { invoiceManagement } from '@atelier/shared/actions';
import { createInvoiceInput } from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { readDefaultTaxRate } from '../../db/site-settings.ts';
import { documentTotals } from '../line-items.ts';
import { implement } from '../registry.ts';
import { checkClientAndProject } from './invoice-fields.ts';
import { loadInvoiceTerms } from './invoice-settings.ts';
import { findInvoiceView } from './invoice-view.ts';
import { insertInvoiceDraft } from './new-invoice.ts';
import { addDays } from './today.ts';

export { createInvoiceInput };

/**
 * A draft: no number until it is sent. Totals are computed here from the lines; any totals
 * sent by the caller are ignored.
 */
export const createInvoice = implement(invoiceManagement.actions.create_invoice, {
  handler: async (input, { db, caller }) => {
    const items = input.items ?? [];
    const discount = input.discount_cents ?? 0;
    // Without a rate of its own an invoice gets the agency's default (docs/settings.md).
    const taxRate = input.tax_rate_bp ?? (await readDefaultTaxRate(db));
    // Checked before the transaction: a discount above the subtotal is a 400 that opens none.
    documentTotals(items, { discount_cents: discount, tax_rate_bp: taxRate });
    const projectId = input.project_id ?? null;
    const terms = await loadInvoiceTerms(db);
    const currency = await readAgencyCurrency(db);
    const id = await db.transaction(async (tx) => {
      await checkClientAndProject(tx, input.client_id, projectId);
      return await insertInvoiceDraft(
        tx,
        {
          client_id: input.client_id,
          project_id: projectId,
          currency,
          items,
          discount_cents: discount,
          tax_rate_bp: taxRate,
          due_date: input.due_date ?? addDays(await agencyToday(tx), terms.payment_terms_days),
          notes: input.notes ?? null,
        },
        caller.userId,
      );
    });
    return { invoice: await findInvoiceView(db, id) };
  },
});

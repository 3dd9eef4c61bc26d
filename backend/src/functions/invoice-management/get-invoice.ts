import { invoiceManagement } from '@atelier/shared/actions';
import { listCreditNotes } from '../../db/credit-notes.ts';
import { findInvoiceGeneration } from '../../db/invoice-generations.ts';
import { listInvoiceReminders } from '../../db/payment-reminders.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { listPaymentsFor } from '../revenue-tracking/payment-view.ts';
import { findInvoiceView, invoiceNotFound } from './invoice-view.ts';

/**
 * One invoice with the payments recorded against it, newest first, the payment reminders sent
 * for it, oldest first, the invoicing rule that generated it (invoice-automation) and its
 * credit notes, newest first.
 */
export const getInvoice = implement(invoiceManagement.actions.get_invoice, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw invoiceNotFound();
    const invoice = await findInvoiceView(db, id);
    return {
      invoice,
      payments: await listPaymentsFor(db, { invoiceId: id }),
      reminders: await listInvoiceReminders(db, id),
      generatedBy: await findInvoiceGeneration(db, id),
      creditNotes: (await listCreditNotes(db, { invoiceId: id, limit: 100, offset: 0 })).rows,
    };
  },
});

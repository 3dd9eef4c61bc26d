import { revenueTracking } from '@atelier/shared/actions';
import { applyPaymentToInvoice, lockInvoice } from '../../db/invoices.ts';
import { findPaymentInvoiceId, deletePayment as removePayment } from '../../db/payments.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { findInvoiceView } from '../invoice-management/invoice-view.ts';
import { implement } from '../registry.ts';
import { paymentNotFound } from './payment-view.ts';

/**
 * Deletes a payment recorded by mistake and takes it off its invoice, which opens again if it
 * was paid — in one transaction, the invoice locked first as record_payment locks it.
 */
export const deletePayment = implement(revenueTracking.actions.delete_payment, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw paymentNotFound();
    const invoiceId = await db.transaction(async (tx) => {
      const found = await findPaymentInvoiceId(tx, id);
      if (!found) throw paymentNotFound();
      if (found.invoice_id) await lockInvoice(tx, found.invoice_id);
      const removed = await removePayment(tx, id);
      if (!removed) throw paymentNotFound();
      if (removed.invoice_id) {
        await applyPaymentToInvoice(tx, removed.invoice_id, -removed.amount_cents);
      }
      return removed.invoice_id;
    });
    return { invoice: invoiceId ? await findInvoiceView(db, invoiceId) : null };
  },
});

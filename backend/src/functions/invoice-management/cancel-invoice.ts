import { invoiceManagement } from '@atelier/shared/actions';
import { lockInvoice, markInvoiceCancelled } from '../../db/invoices.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { findInvoiceView, invoiceNotFound } from './invoice-view.ts';

const refusals: Record<string, string> = {
  draft: 'A draft cannot be cancelled; delete it instead',
  paid: 'A paid invoice cannot be cancelled',
  cancelled: 'This invoice is already cancelled',
};

/**
 * Withdraws an issued invoice nobody has paid anything on; it keeps its number, so the
 * numbering stays without gaps.
 */
export const cancelInvoice = implement(invoiceManagement.actions.cancel_invoice, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw invoiceNotFound();
    await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, id);
      if (!invoice) throw invoiceNotFound();
      const refusal = refusals[invoice.status];
      if (refusal) throw conflict('invoice_not_cancellable', refusal, { status: invoice.status });
      if (invoice.amount_paid_cents > 0) {
        throw conflict(
          'invoice_has_payments',
          'This invoice has payments; delete them before cancelling it',
        );
      }
      // A credit note is issued for good: the invoice it corrects stays as credited.
      if (invoice.credited_cents > 0) {
        throw conflict(
          'invoice_has_credit_notes',
          'This invoice has credit notes; it cannot be cancelled',
        );
      }
      await markInvoiceCancelled(tx, id);
    });
    return { invoice: await findInvoiceView(db, id) };
  },
});

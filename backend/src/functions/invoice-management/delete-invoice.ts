import { invoiceManagement } from '@atelier/shared/actions';
import { lockInvoice, deleteInvoice as removeInvoice } from '../../db/invoices.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { invoiceNotFound } from './invoice-view.ts';
import { notADraft } from './update-invoice.ts';

/** Deletes a draft; an issued invoice keeps its number, so it can only be cancelled. */
export const deleteInvoice = implement(invoiceManagement.actions.delete_invoice, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw invoiceNotFound();
    await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, id);
      if (!invoice) throw invoiceNotFound();
      const refusal = notADraft[invoice.status];
      if (refusal)
        throw conflict('invoice_not_deletable', refusal.remove, { status: invoice.status });
      await removeInvoice(tx, id);
    });
    return {};
  },
});

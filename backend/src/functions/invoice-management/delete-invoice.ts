import { emptyAnswer } from '@atelier/shared/contract';
import { lockInvoice, deleteInvoice as removeInvoice } from '../../db/invoices.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { invoiceIdInput } from './invoice-fields.ts';
import { invoiceNotFound } from './invoice-view.ts';
import { notADraft } from './update-invoice.ts';

/** Deletes a draft; an issued invoice keeps its number, so it can only be cancelled. */
export const deleteInvoice = defineAction({
  access: 'admin',
  input: invoiceIdInput,
  output: emptyAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw invoiceNotFound();
    await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, id);
      if (!invoice) throw invoiceNotFound();
      const refusal = notADraft[invoice.status];
      if (refusal) throw new AppError('CONFLICT', refusal.remove);
      await removeInvoice(tx, id);
    });
    return {};
  },
});

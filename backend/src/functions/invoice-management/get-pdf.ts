import { invoiceManagement } from '@atelier/shared/actions';
import { answerPdf } from '../../documents/pdf-actions.ts';
import { implement } from '../registry.ts';
import { creditNoteNotFound } from './get-credit-notes.ts';
import { invoiceNotFound } from './invoice-view.ts';

/**
 * The invoice's PDF (docs/records.md "Documents"): the one stored when it was issued, the same
 * bytes the client downloads and the e-mail carried; a draft's preview, marked as such, is not
 * stored.
 */
export const getInvoicePdf = implement(invoiceManagement.actions.get_pdf, {
  handler: async ({ id }, ctx) => await answerPdf(ctx, 'invoice', id, invoiceNotFound),
});

/** A credit note's stored PDF. */
export const getCreditNotePdf = implement(invoiceManagement.actions.get_credit_note_pdf, {
  handler: async ({ id }, ctx) => await answerPdf(ctx, 'credit_note', id, creditNoteNotFound),
});

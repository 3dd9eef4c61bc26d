import { documentPdfAnswer } from '@atelier/shared/contract';
import { answerPdf, pdfInput } from '../../documents/pdf-actions.ts';
import { defineAction } from '../registry.ts';
import { creditNoteNotFound } from './get-credit-notes.ts';
import { invoiceNotFound } from './invoice-view.ts';

/**
 * The invoice's PDF (docs/records.md "Documents"): the one stored when it was issued, the same
 * bytes the client downloads and the e-mail carried; a draft's preview, marked as such, is not
 * stored.
 */
export const getInvoicePdf = defineAction({
  access: 'admin',
  input: pdfInput,
  output: documentPdfAnswer,
  handler: async ({ id }, ctx) => await answerPdf(ctx, 'invoice', id, invoiceNotFound),
});

/** A credit note's stored PDF. */
export const getCreditNotePdf = defineAction({
  access: 'admin',
  input: pdfInput,
  output: documentPdfAnswer,
  handler: async ({ id }, ctx) => await answerPdf(ctx, 'credit_note', id, creditNoteNotFound),
});

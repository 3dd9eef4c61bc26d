import {
  createCreditNoteInput,
  creditNoteAnswer,
  creditNoteIdInput,
  creditNotePageSchema,
  getCreditNotesInput,
} from '../credit-notes';
import { documentPdfAnswer, pdfInput } from '../documents';
import {
  createInvoiceInput,
  getInvoiceSettingsInput,
  getInvoicesInput,
  invoiceAnswer,
  invoiceDetailSchema,
  invoiceIdInput,
  invoicePageSchema,
  invoiceSettingsAnswer,
  updateInvoiceInput,
  updateInvoiceSettingsInput,
} from '../invoices';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/invoice-management`: invoices and credit notes (docs/records.md). */
export const invoiceManagement = defineActions('invoice-management', {
  get_invoices: { access: 'admin', input: getInvoicesInput, output: invoicePageSchema },
  /** With its payments, reminders, generating rule and credit notes. */
  get_invoice: { access: 'admin', input: invoiceIdInput, output: invoiceDetailSchema },
  /** A draft, unnumbered until sent; totals are computed from the lines. */
  create_invoice: { access: 'admin', input: createInvoiceInput, output: invoiceAnswer },
  /** A draft only. */
  update_invoice: { access: 'admin', input: updateInvoiceInput, output: invoiceAnswer },
  /** A draft only; an issued invoice keeps its number and can only be cancelled. */
  delete_invoice: { access: 'admin', input: invoiceIdInput, output: emptyAnswer },
  /** Numbers and dates a draft, and tells the client in the portal and by e-mail. */
  send_invoice: { access: 'admin', input: invoiceIdInput, output: invoiceAnswer },
  /** An issued invoice nobody has paid anything on. */
  cancel_invoice: { access: 'admin', input: invoiceIdInput, output: invoiceAnswer },
  get_invoice_settings: {
    access: 'admin',
    input: getInvoiceSettingsInput,
    output: invoiceSettingsAnswer,
  },
  update_invoice_settings: {
    access: 'admin',
    input: updateInvoiceSettingsInput,
    output: invoiceSettingsAnswer,
  },
  /** Against a sent (or overdue) invoice, at most what is left to pay on it. */
  create_credit_note: { access: 'admin', input: createCreditNoteInput, output: creditNoteAnswer },
  get_credit_notes: { access: 'admin', input: getCreditNotesInput, output: creditNotePageSchema },
  get_credit_note: { access: 'admin', input: creditNoteIdInput, output: creditNoteAnswer },
  /** The stored PDF once issued, a draft's marked preview before. */
  get_pdf: { access: 'admin', input: pdfInput, output: documentPdfAnswer },
  get_credit_note_pdf: { access: 'admin', input: pdfInput, output: documentPdfAnswer },
});

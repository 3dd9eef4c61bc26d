import { invoiceManagement as invoiceManagementActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { cancelInvoice } from './cancel-invoice.ts';
import { createCreditNote } from './create-credit-note.ts';
import { createInvoice } from './create-invoice.ts';
import { deleteInvoice } from './delete-invoice.ts';
import { getCreditNote, getCreditNotes } from './get-credit-notes.ts';
import { getInvoice } from './get-invoice.ts';
import { getInvoices } from './get-invoices.ts';
import { getCreditNotePdf, getInvoicePdf } from './get-pdf.ts';
import { getInvoiceSettings, updateInvoiceSettings } from './invoice-settings.ts';
import { sendInvoice } from './send-invoice.ts';
import { updateInvoice } from './update-invoice.ts';

/** `POST /functions/v1/invoice-management`; the contract is in docs/records.md. */
export const invoiceManagement = defineFunction(invoiceManagementActions, {
  get_invoices: getInvoices,
  get_invoice: getInvoice,
  create_invoice: createInvoice,
  update_invoice: updateInvoice,
  delete_invoice: deleteInvoice,
  send_invoice: sendInvoice,
  cancel_invoice: cancelInvoice,
  get_invoice_settings: getInvoiceSettings,
  update_invoice_settings: updateInvoiceSettings,
  create_credit_note: createCreditNote,
  get_credit_notes: getCreditNotes,
  get_credit_note: getCreditNote,
  get_pdf: getInvoicePdf,
  get_credit_note_pdf: getCreditNotePdf,
});

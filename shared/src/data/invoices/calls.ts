import { actionCaller, type CallOptions } from '@atelier/shared';
import type { CreditNotesQuery, NewCreditNote } from '../../contract/credit-notes';
import type {
  InvoiceChanges,
  InvoiceListQuery,
  InvoiceSettingsChanges,
  NewInvoice,
} from '../../contract/invoices';

/** The function behind invoices; its contract is docs/records.md. */
export const INVOICE_FUNCTION = 'invoice-management' as const;

const call = actionCaller(INVOICE_FUNCTION);

export const getInvoices = (query: InvoiceListQuery = {}, options?: CallOptions) =>
  call('get_invoices', query, options);

export const getInvoice = (id: string, options?: CallOptions) =>
  call('get_invoice', { id }, options);

/** The invoice's PDF: the stored one once sent, a draft's preview before. */
export const getInvoicePdf = (id: string, options?: CallOptions) =>
  call('get_pdf', { id }, { demoFallback: false, ...options });

export const getCreditNotePdf = (id: string, options?: CallOptions) =>
  call('get_credit_note_pdf', { id }, { demoFallback: false, ...options });

/** A correction of a sent invoice (docs/records.md "Credit notes"). */
export const createCreditNote = (note: NewCreditNote, options?: CallOptions) =>
  call('create_credit_note', note, options);

export const getCreditNotes = (query: CreditNotesQuery = {}, options?: CallOptions) =>
  call('get_credit_notes', query, options);

export const getCreditNote = (id: string, options?: CallOptions) =>
  call('get_credit_note', { id }, options);

export const createInvoice = (invoice: NewInvoice, options?: CallOptions) =>
  call('create_invoice', invoice, options);

export const updateInvoice = (changes: InvoiceChanges, options?: CallOptions) =>
  call('update_invoice', changes, options);

export const deleteInvoice = (id: string, options?: CallOptions) =>
  call('delete_invoice', { id }, options);

/** Gives the invoice its number and today's issue date. */
export const sendInvoice = (id: string, options?: CallOptions) =>
  call('send_invoice', { id }, options);

export const cancelInvoice = (id: string, options?: CallOptions) =>
  call('cancel_invoice', { id }, options);

export const getInvoiceSettings = (options?: CallOptions) =>
  call('get_invoice_settings', {}, options);

export const updateInvoiceSettings = (changes: InvoiceSettingsChanges, options?: CallOptions) =>
  call('update_invoice_settings', changes, options);

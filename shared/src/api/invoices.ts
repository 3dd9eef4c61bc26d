import { type ActionName, type CallOptions, callAction, type InputOf } from '@atelier/shared';
import type { CreditNotesQuery, NewCreditNote } from '../contract/credit-notes';
import type {
  InvoiceChanges,
  InvoiceListQuery,
  InvoiceSettingsChanges,
  NewInvoice,
} from '../contract/invoices';

/** The function behind invoices; its contract is docs/records.md. */
export const INVOICE_FUNCTION = 'invoice-management' as const;

export const INVOICE_ACTIONS = [
  'get_invoices',
  'get_invoice',
  'create_invoice',
  'update_invoice',
  'delete_invoice',
  'send_invoice',
  'cancel_invoice',
  'get_invoice_settings',
  'update_invoice_settings',
  'create_credit_note',
  'get_credit_notes',
  'get_credit_note',
  'get_pdf',
  'get_credit_note_pdf',
] as const satisfies readonly InvoiceAction[];
export type InvoiceAction = ActionName<typeof INVOICE_FUNCTION>;

const call = <A extends InvoiceAction>(
  action: A,
  payload: InputOf<typeof INVOICE_FUNCTION, A>,
  options?: CallOptions,
) => callAction(INVOICE_FUNCTION, action, payload, options);

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

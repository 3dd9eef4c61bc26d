import { NO_DEMO } from '../../api/write-options';
import type { NewCreditNote } from '../../contract/credit-notes';
import type { InvoiceChanges, InvoiceSettingsChanges, NewInvoice } from '../../contract/invoices';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  cancelInvoice,
  createCreditNote,
  createInvoice,
  deleteInvoice,
  sendInvoice,
  updateInvoice,
  updateInvoiceSettings,
} from './calls';

/**
 * The invoices' writes, credit notes and the invoice settings included; each that succeeds
 * refreshes what it changes (`effects.ts`).
 */
export function useInvoiceWrites() {
  return useRecordWrites(['invoices'], (write, { writer }) => {
    const writeSettings = writer('invoiceSettings');
    const writeCredit = writer('invoices', 'payments');
    return {
      create: (invoice: NewInvoice) => write(() => createInvoice(invoice, NO_DEMO)),
      update: (changes: InvoiceChanges) => write(() => updateInvoice(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteInvoice(id, NO_DEMO)),
      send: (id: string) => write(() => sendInvoice(id, NO_DEMO)),
      cancel: (id: string) => write(() => cancelInvoice(id, NO_DEMO)),
      /** A credit note also changes the revenue figures (credited) and the client's balance. */
      credit: (note: NewCreditNote) => writeCredit(() => createCreditNote(note, NO_DEMO)),
      settings: (changes: InvoiceSettingsChanges) =>
        writeSettings(() => updateInvoiceSettings(changes, NO_DEMO)),
    };
  });
}

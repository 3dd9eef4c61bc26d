import type {
  InvoiceChanges,
  InvoiceSettingsChanges,
  NewCreditNote,
  NewInvoice,
} from '@atelier/shared';
import {
  cancelInvoice,
  createCreditNote,
  createInvoice,
  deleteInvoice,
  getCreditNotes,
  getInvoice,
  getInvoices,
  sendInvoice,
  updateInvoice,
  updateInvoiceSettings,
} from '@atelier/shared/api';
import { invoiceKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';
import type { CreditNoteFilters } from './credit-note-filters';
import { toCreditNoteQuery } from './credit-note-filters';
import { type InvoiceFilters, toInvoiceQuery } from './invoice-filters';

export function useInvoiceList(filters: InvoiceFilters) {
  const query = toInvoiceQuery(filters);
  return useApiQuery(invoiceKeys.list(query), (signal) => getInvoices(query, { signal }), {
    keepPreviousData: true,
  });
}

/** Every credit note, newest first (the payments page's Credit notes tab). */
export function useCreditNoteList(filters: CreditNoteFilters) {
  const query = toCreditNoteQuery(filters);
  return useApiQuery(
    invoiceKeys.creditNotes(query),
    (signal) => getCreditNotes(query, { signal }),
    { keepPreviousData: true },
  );
}

export function useInvoice(id: string) {
  return useApiQuery(invoiceKeys.detail(id), (signal) => getInvoice(id, { signal }));
}

const OPEN_INVOICES = {
  status: ['sent', 'overdue'],
  sort: 'due_date',
  order: 'asc',
  pageSize: 100,
} as const;

/** Invoices a payment can be recorded against: sent ones, overdue included. */
export function useOpenInvoices(isEnabled: boolean) {
  return useApiQuery(isEnabled ? invoiceKeys.list(OPEN_INVOICES) : null, (signal) =>
    getInvoices({ ...OPEN_INVOICES, status: [...OPEN_INVOICES.status] }, { signal }),
  );
}

export function useInvoiceWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'invoices');
    const writeSettings = recordWriter(queryClient, 'invoiceSettings');
    const writeCredit = recordWriter(queryClient, 'invoices', 'payments');
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
  }, [queryClient]);
}

import {
  cancelInvoice,
  createInvoice,
  deleteInvoice,
  deletePayment,
  getInvoice,
  getInvoices,
  getPayments,
  type InvoiceChanges,
  type InvoiceSettingsChanges,
  type NewInvoice,
  type NewPayment,
  recordPayment,
  sendInvoice,
  updateInvoice,
  updateInvoiceSettings,
} from '@atelier/shared';
import { NO_DEMO, recordWrite } from '../../common/record-write';
import { useServerQuery } from '../../common/use-server-query';
import { type InvoiceFilters, toInvoiceQuery } from './invoice-filters';
import { type PaymentFilters, toPaymentQuery } from './payment-filters';

export function useInvoiceList(filters: InvoiceFilters) {
  const query = toInvoiceQuery(filters);
  return useServerQuery(
    `invoices:${JSON.stringify(query)}`,
    (signal) => getInvoices(query, { signal }),
    { keepPreviousData: true },
  );
}

export function useInvoice(id: string) {
  return useServerQuery(`invoice:${id}`, (signal) => getInvoice(id, { signal }));
}

export function usePaymentList(filters: PaymentFilters) {
  const query = toPaymentQuery(filters);
  return useServerQuery(
    `payments:${JSON.stringify(query)}`,
    (signal) => getPayments(query, { signal }),
    { keepPreviousData: true },
  );
}

/** Invoices a payment can be recorded against: sent ones, overdue included. */
export function useOpenInvoices(isEnabled: boolean) {
  return useServerQuery(isEnabled ? 'invoices:open' : null, (signal) =>
    getInvoices(
      { status: ['sent', 'overdue'], sort: 'due_date', order: 'asc', pageSize: 100 },
      { signal },
    ),
  );
}

export const invoiceWrites = {
  create: (invoice: NewInvoice) => recordWrite(() => createInvoice(invoice, NO_DEMO)),
  update: (changes: InvoiceChanges) => recordWrite(() => updateInvoice(changes, NO_DEMO)),
  remove: (id: string) => recordWrite(() => deleteInvoice(id, NO_DEMO)),
  send: (id: string) => recordWrite(() => sendInvoice(id, NO_DEMO)),
  cancel: (id: string) => recordWrite(() => cancelInvoice(id, NO_DEMO)),
  settings: (changes: InvoiceSettingsChanges) =>
    recordWrite(() => updateInvoiceSettings(changes, NO_DEMO)),
};

export const paymentWrites = {
  record: (payment: NewPayment) => recordWrite(() => recordPayment(payment, NO_DEMO)),
  remove: (id: string) => recordWrite(() => deletePayment(id, NO_DEMO)),
};

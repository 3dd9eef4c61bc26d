import { useApiQuery } from '../../query/use-api-query';
import { getInvoices } from './calls';
import { invoiceKeys } from './keys';

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

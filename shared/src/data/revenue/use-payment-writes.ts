import { NO_DEMO } from '../../api/write-options';
import type { NewPayment } from '../../contract/payments';
import { useRecordWrites } from '../../query/use-record-writes';
import { deletePayment, recordPayment } from './calls';

/**
 * Recording and deleting payments; each that succeeds refreshes what a payment changes
 * (`effects.ts`: the invoice paid, the client's and project's totals, the revenue figures…).
 */
export function usePaymentWrites() {
  return useRecordWrites(['payments'], (write) => ({
    record: (payment: NewPayment) => write(() => recordPayment(payment, NO_DEMO)),
    remove: (id: string) => write(() => deletePayment(id, NO_DEMO)),
  }));
}

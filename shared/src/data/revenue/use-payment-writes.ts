import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../api/write-options';
import type { NewPayment } from '../../contract/payments';
import { recordWriter } from '../../query/invalidate';
import { deletePayment, recordPayment } from './calls';

/**
 * Recording and deleting payments; each that succeeds refreshes what a payment changes
 * (`effects.ts`: the invoice paid, the client's and project's totals, the revenue figures…).
 */
export function usePaymentWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'payments');
    return {
      record: (payment: NewPayment) => write(() => recordPayment(payment, NO_DEMO)),
      remove: (id: string) => write(() => deletePayment(id, NO_DEMO)),
    };
  }, [queryClient]);
}

import { useDemoModeStore } from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PayInvoiceRequest } from '../../contract/client-portal-exchange';
import { recordWriter } from '../../query/invalidate';
import { payPortalInvoice, registerPortalDemo, startPortalCheckout } from './calls';

registerPortalDemo();

/**
 * Paying falls back to demo data only in demo mode, where the sample refuses it: otherwise
 * money must reach the server or fail visibly (a declined card is the server's 402, shown).
 */
const payOptions = () => ({ demoFallback: useDemoModeStore.getState().reason !== null });

/** Pays an invoice at once; a payment reloads every portal page (and the notifications). */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (request: PayInvoiceRequest) => write(() => payPortalInvoice(request, payOptions()));
  }, [queryClient]);
}

/** A Stripe Checkout of the balance: the page to send the client to (nothing paid yet). */
export function useStartCheckout() {
  return useMemo(
    () => (invoiceId: string) =>
      startPortalCheckout({ id: invoiceId, provider: 'stripe' }, payOptions()),
    [],
  );
}

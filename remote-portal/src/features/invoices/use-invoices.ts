import { type PayInvoiceRequest, useDemoModeStore } from '@atelier/shared';
import {
  getPortalInvoice,
  getPortalInvoices,
  payPortalInvoice,
  startPortalCheckout,
} from '@atelier/shared/api';
import { portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portalDemoReady } from '../account/portal-demo';

export function usePortalInvoices() {
  return useApiQuery(portalKeys.invoices(), async (signal) => {
    await portalDemoReady;
    return await getPortalInvoices({ signal });
  });
}

export function usePortalInvoice(id: string) {
  return useApiQuery(portalKeys.invoice(id), async (signal) => {
    await portalDemoReady;
    return await getPortalInvoice(id, { signal });
  });
}

/**
 * Paying falls back to demo data only in demo mode, where the sample refuses it: otherwise
 * money must reach the server or fail visibly (a declined card is the server's 402, shown).
 */
const payOptions = () => ({ demoFallback: useDemoModeStore.getState().reason !== null });

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

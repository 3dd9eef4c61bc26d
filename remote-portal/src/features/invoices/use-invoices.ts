import {
  getPortalInvoice,
  getPortalInvoices,
  type PayInvoiceRequest,
  payPortalInvoice,
} from '@atelier/shared';
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
 * Paying never falls back to demo data: money must reach the server or fail visibly, and a
 * declined card (402) is the server's word, shown as such.
 */
const PAY_OPTIONS = { demoFallback: false } as const;

export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (request: PayInvoiceRequest) => write(() => payPortalInvoice(request, PAY_OPTIONS));
  }, [queryClient]);
}

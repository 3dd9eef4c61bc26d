import { useMemo } from 'react';
import { whileDemoShown } from '../../api/write-options';
import type { PayInvoiceRequest } from '../../contract/client-portal-exchange';
import { useRecordWrites } from '../../query/use-record-writes';
import { payPortalInvoice, registerPortalDemo, startPortalCheckout } from './calls';

registerPortalDemo();

/**
 * Pays an invoice at once; a payment reloads every portal page (and the notifications). Paying
 * falls back to demo data only in demo mode, where the sample refuses it (`whileDemoShown`):
 * otherwise money must reach the server or fail visibly (a declined card is the server's 402).
 */
export function usePayInvoice() {
  return useRecordWrites(
    ['portal'],
    (write) => (request: PayInvoiceRequest) =>
      write(() => payPortalInvoice(request, whileDemoShown())),
  );
}

/** A Stripe Checkout of the balance: the page to send the client to (nothing paid yet). */
export function useStartCheckout() {
  return useMemo(
    () => (invoiceId: string) =>
      startPortalCheckout({ id: invoiceId, provider: 'stripe' }, whileDemoShown()),
    [],
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How the client came back from Stripe's page: its success_url and cancel_url say it. */
export type PaymentReturn = 'success' | 'cancelled';

export function paymentReturnOf(search: URLSearchParams): PaymentReturn | null {
  const value = search.get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * When to read the invoice again after a successful return: the payment is recorded by
 * Stripe's webhook, which may reach the backend a few seconds after the client.
 */
export const PAYMENT_RETURN_REFETCH_MS = [0, 2_000, 5_000, 10_000, 20_000] as const;

/** The return from Stripe, if any; a success reads the invoice again until the webhook lands. */
export function usePaymentReturn(refetch: () => void): PaymentReturn | null {
  const [search] = useSearchParams();
  const outcome = paymentReturnOf(search);
  useEffect(() => {
    if (outcome !== 'success') return;
    const timers = PAYMENT_RETURN_REFETCH_MS.map((ms) => setTimeout(refetch, ms));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [outcome, refetch]);
  return outcome;
}

import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

export interface StripeSettings {
  /** `ATELIER_STRIPE_SECRET_KEY`: `sk_live_…` or `sk_test_…`. */
  secretKey: string;
  /** `ATELIER_STRIPE_WEBHOOK_SECRET`: the endpoint's `whsec_…`, which signs its events. */
  webhookSecret: string;
  /** `ATELIER_STRIPE_API_URL`: Stripe's API; tests point it to a fake server. */
  apiUrl: string;
}

export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';

/** Long enough for Stripe's slowest answers, short enough that a hung call frees the invoice. */
const STRIPE_TIMEOUT_MS = 15_000;

/**
 * What the client reads when Stripe cannot be reached or refuses the request: the reason is
 * ours to fix (a key, an outage), so Stripe's own message (which may name the key) stays out.
 */
export const STRIPE_UNAVAILABLE = 'Card payments are unavailable right now; please try again later';

/**
 * The `stripe` provider: a Stripe Checkout Session (a page hosted by Stripe) per payment,
 * created with Stripe's REST API (no SDK: one form-encoded POST). The client pays on Stripe's
 * page; the payment is recorded when Stripe's signed `checkout.session.completed` event
 * reaches `/payments/v1/stripe/webhook` (stripe-webhook.ts), never on the client's return.
 */
export function createStripeProvider(
  settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>,
  siteUrl: string,
): PaymentProvider {
  return {
    name: 'stripe',
    needsCard: false,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const response = await fetch(`${settings.apiUrl.replace(/\/+$/, '')}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': request.idempotencyKey,
        },
        body: checkoutSessionForm(request, siteUrl),
        signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
      }).catch(() => null);
      if (!response?.ok)
        return { status: 'failed', reason: STRIPE_UNAVAILABLE, failure: 'payments_unavailable' };
      const session = (await response.json().catch(() => null)) as {
        id?: unknown;
        url?: unknown;
      } | null;
      if (typeof session?.id !== 'string' || typeof session.url !== 'string') {
        return { status: 'failed', reason: STRIPE_UNAVAILABLE, failure: 'payments_unavailable' };
      }
      return { status: 'redirect', url: session.url, reference: session.id };
    },
  };
}

/**
 * The Checkout Session's parameters in Stripe's form encoding (`a[b][c]=…`): one line, the
 * amount asked, and the ids the webhook checks the completed session against.
 */
export function checkoutSessionForm(request: ChargeRequest, siteUrl: string): URLSearchParams {
  const back = (outcome: 'success' | 'cancelled') =>
    `${siteUrl}/client-portal/invoices/${request.invoiceId}?payment=${outcome}`;
  return new URLSearchParams([
    ['mode', 'payment'],
    ['line_items[0][quantity]', '1'],
    ['line_items[0][price_data][currency]', request.currency.toLowerCase()],
    ['line_items[0][price_data][unit_amount]', String(request.amountCents)],
    ['line_items[0][price_data][product_data][name]', request.description],
    ['success_url', back('success')],
    ['cancel_url', back('cancelled')],
    ['client_reference_id', request.chargeId],
    ['metadata[invoice_id]', request.invoiceId],
    ['metadata[charge_id]', request.chargeId],
  ]);
}

/**
 * How the portal takes a card payment (docs/portal.md, Payment providers). A provider charges
 * and answers; recording the payment is the caller's business, so every provider's success is
 * recorded the same way (revenue-tracking's payment row).
 */

export interface CardDetails {
  /** Digits only (spaces and dashes removed by the input schema). */
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** What the cardholder's statement shows: "Invoice INV-2026-0001". */
  description: string;
  /** Card-on-page providers need it; a redirecting one (Stripe Checkout) does not. */
  card: CardDetails | null;
  /**
   * The same key for the same invoice state: a provider given a key it has seen answers the
   * first outcome again instead of charging twice.
   */
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; reason: string };

export interface PaymentProvider {
  readonly name: string;
  /** Whether `charge` needs `card` (the portal refuses a payment without one: 400 `card`). */
  readonly needsCard: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

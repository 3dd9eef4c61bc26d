/**
 * How the portal takes a card payment (docs/portal.md, Payment providers). A provider either
 * charges at once (`test`: card on the page) or starts a hosted checkout the client is sent to
 * (`stripe`), whose outcome arrives later by webhook. Recording the payment is never the
 * provider's business, so every success is recorded the same way (`recordPortalPayment`).
 */

import type { FailureReason, PaymentProviderName } from '@atelier/shared/contract';

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
  /** The invoice paid and the portal's charge: a hosted checkout names both in its metadata. */
  invoiceId: string;
  chargeId: string;
  /**
   * The same key for the same invoice state: a provider given a key it has seen answers the
   * first outcome again instead of charging twice.
   */
  idempotencyKey: string;
}

/** Why a charge was refused: a failure reason (shared/src/contract/failure-reasons.ts). */
export type PaymentFailure = Extract<
  FailureReason,
  'card_declined' | 'insufficient_funds' | 'unknown_test_card' | 'payments_unavailable'
>;

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  /** `reason` in English for logs; `failure` says why, for the client to read in their language. */
  | { status: 'failed'; reason: string; failure: PaymentFailure }
  /** A hosted checkout started: send the client to `url`; nothing is paid yet. */
  | { status: 'redirect'; url: string; reference: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether `charge` needs `card` (the portal refuses a payment without one: 400 `card`). */
  readonly needsCard: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The providers this backend has configured (`createPaymentProviders`). */
export interface PaymentProviders {
  /** Their names, sorted: what `pay_invoice` admits and `get_invoice` tells the portal. */
  readonly names: readonly PaymentProviderName[];
  find(name: string): PaymentProvider | undefined;
  /** Where Stripe's webhook is checked; null when Stripe is not configured. */
  readonly stripeWebhookSecret: string | null;
}

import type { Database } from '../../db/database.ts';
import { lockInvoice } from '../../db/invoices.ts';
import { completePortalCheckout, findPortalCheckout } from '../../db/portal-checkouts.ts';
import { recordPortalPayment } from './record-portal-payment.ts';

/** A provider's completed, paid session, as its signed event tells it. */
export interface PaidSession {
  provider: string;
  sessionId: string;
  amountCents: number | null;
  currency: string | null;
  /** The portal's charge id the session was created with (its metadata). */
  chargeId: string | null;
}

export type CheckoutOutcome =
  | { status: 'recorded'; paymentId: string }
  /** Recorded by an earlier delivery of the same event: nothing more. */
  | { status: 'already_recorded' }
  /** Not a session this backend started (another app on the same Stripe account). */
  | { status: 'unknown_session' }
  /** The session does not say what the portal asked (amount, currency, charge id). */
  | { status: 'mismatch'; reason: string };

/**
 * Records the payment of a hosted checkout the provider confirmed, through the same
 * `recordPortalPayment` as an immediate charge, once per session: the checkout row is locked
 * (after its invoice, in pay_invoice's order) and marked completed with its payment, and the
 * charge's idempotency key is the session id, unique in `portal_charges`.
 */
export async function completeCheckout(
  db: Database,
  session: PaidSession,
): Promise<CheckoutOutcome> {
  return await db.transaction(async (tx): Promise<CheckoutOutcome> => {
    const seen = await findPortalCheckout(tx, session.provider, session.sessionId, false);
    if (!seen) return { status: 'unknown_session' };
    const invoice = await lockInvoice(tx, seen.invoice_id);
    const checkout = await findPortalCheckout(tx, session.provider, session.sessionId, true);
    if (!invoice || !checkout) return { status: 'unknown_session' };
    if (checkout.completed_at !== null) return { status: 'already_recorded' };
    const mismatch = mismatchOf(session, checkout);
    if (mismatch) return { status: 'mismatch', reason: mismatch };
    const paymentId = await recordPortalPayment(tx, {
      invoice,
      clientId: checkout.client_id,
      amountCents: checkout.amount_cents,
      provider: checkout.provider,
      reference: checkout.session_id,
      idempotencyKey: `${checkout.provider}:${checkout.session_id}`,
      paidByUserId: checkout.started_by_user_id,
    });
    await completePortalCheckout(tx, checkout.id, paymentId);
    return { status: 'recorded', paymentId };
  });
}

function mismatchOf(
  session: PaidSession,
  checkout: { id: string; amount_cents: number; currency: string },
): string | null {
  if (session.chargeId !== checkout.id) return 'charge id';
  if (session.amountCents !== checkout.amount_cents) return 'amount';
  if (session.currency?.toUpperCase() !== checkout.currency.toUpperCase()) return 'currency';
  return null;
}

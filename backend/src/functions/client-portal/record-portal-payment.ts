import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import { applyPaymentToInvoice, type LockedInvoice } from '../../db/invoices.ts';
import { insertPayment } from '../../db/payments.ts';
import { insertPortalCharge } from '../../db/portal-charges.ts';
import { notifyPaymentRecorded } from '../notifications-system/events.ts';
import { queueReceiptEmail } from '../revenue-tracking/payment-receipt.ts';

export interface PortalPaymentFacts {
  /** Locked by the caller (`lockInvoice`) in the same transaction. */
  invoice: LockedInvoice;
  /** The invoice's client, whose portal took the payment. */
  clientId: string;
  amountCents: number;
  provider: string;
  /** The provider's id of the money taken (a charge, a Checkout Session). */
  reference: string;
  /** `portal_charges.idempotency_key`: unique, so one charge is never recorded twice. */
  idempotencyKey: string;
  /** Who paid: the payment's `recorded_by` and the charge's `paid_by_user_id`. */
  paidByUserId: string | null;
}

/**
 * Records money a provider took for a portal invoice, the same for every provider (the `test`
 * charge at once, Stripe's webhook later): the steps of revenue-tracking's record_payment
 * against an invoice, in its order (payment `card`, invoice balance and status, the
 * notifications), then the provider's charge and the client's receipt. Returns the payment id.
 */
export async function recordPortalPayment(
  tx: Queryable,
  facts: PortalPaymentFacts,
): Promise<string> {
  const { invoice, amountCents, provider, reference } = facts;
  const id = await insertPayment(
    tx,
    {
      amount_cents: amountCents,
      currency: invoice.currency,
      payment_date: await agencyToday(tx),
      payment_method: 'card',
      description: `Paid in the client portal (${provider} ${reference})`,
      invoice_id: invoice.id,
      client_id: facts.clientId,
      project_id: invoice.project_id,
    },
    facts.paidByUserId,
  );
  await applyPaymentToInvoice(tx, invoice.id, amountCents);
  await notifyPaymentRecorded(tx, id);
  await insertPortalCharge(tx, {
    paymentId: id,
    invoiceId: invoice.id,
    clientId: facts.clientId,
    provider,
    reference,
    idempotencyKey: facts.idempotencyKey,
    amountCents,
    paidByUserId: facts.paidByUserId,
  });
  await queueReceiptEmail(tx, id);
  return id;
}

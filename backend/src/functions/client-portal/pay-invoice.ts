import { createHash } from 'node:crypto';
import { clientPortal } from '@atelier/shared/actions';
import { dayIn } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import {
  invoiceBalance,
  type LockedInvoice,
  lockInvoice,
  SETTLED_BY_CREDIT,
} from '../../db/invoices.ts';
import { findPayment } from '../../db/payments.ts';
import { insertPortalCheckout } from '../../db/portal-checkouts.ts';
import { depositAwaitingSignature } from '../../db/proposal-flow.ts';
import { readSettings } from '../../db/settings.ts';
import { AppError, conflict, fieldFailure } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { findInvoiceView } from '../invoice-management/invoice-view.ts';
import { formatMoney } from '../notify.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { type PortalClient, portalClient, portalNotFound } from './portal-client.ts';
import { recordPortalPayment } from './record-portal-payment.ts';

const unpayable: Record<string, string> = {
  draft: 'This invoice has not been sent yet',
  paid: 'This invoice is already paid',
  cancelled: 'This invoice was cancelled',
};

/**
 * Pays one of the caller's invoices through a provider. In one transaction: the invoice row is
 * locked (so two payments of the same balance wait for each other and the second finds it
 * paid: 409, never a second charge), checked, and charged. A provider that charges at once
 * (`test`) has its success recorded as revenue-tracking's record_payment records a payment
 * (`recordPortalPayment`); a hosted checkout (`stripe`) is remembered as pending and answers
 * the page to send the client to, the payment recorded by the provider's webhook. A refused
 * charge answers 402 PAYMENT_FAILED and records nothing.
 */
export const payInvoice = implement(clientPortal.actions.pay_invoice, {
  handler: async (input, { db, caller, payments }) => {
    const client = await portalClient(db, caller);
    const provider = payments.find(input.provider);
    if (!provider) {
      throw invalidField(
        'provider',
        `Provider must be one of: ${payments.names.join(', ')}`,
        fieldFailure('invalid_choice'),
      );
    }
    if (provider.needsCard && !input.card) {
      throw invalidField('card', 'Card details are required', fieldFailure('required'));
    }
    const outcome = await db.transaction(async (tx) => {
      const invoice = await lockOwnInvoice(tx, client, input.id);
      const amount = await amountToPay(tx, invoice, input.amount);
      const idempotencyKey = chargeKey(provider, invoice, amount);
      const chargeId = uuidOf(idempotencyKey);
      const charged = await provider.charge({
        amountCents: amount,
        currency: invoice.currency,
        description: `Invoice ${invoice.number ?? ''}`.trim(),
        card: input.card ?? null,
        invoiceId: invoice.id,
        chargeId,
        idempotencyKey,
      });
      if (charged.status === 'failed') {
        throw new AppError('PAYMENT_FAILED', charged.reason, undefined, {
          reason: charged.failure,
        });
      }
      if (charged.status === 'redirect') {
        await insertPortalCheckout(tx, {
          id: chargeId,
          invoiceId: invoice.id,
          clientId: client.id,
          provider: provider.name,
          sessionId: charged.reference,
          url: charged.url,
          amountCents: amount,
          currency: invoice.currency,
          startedByUserId: caller.userId,
        });
        return { redirect_url: charged.url, checkout_id: chargeId };
      }
      const paymentId = await recordPortalPayment(tx, {
        invoice,
        clientId: client.id,
        amountCents: amount,
        provider: provider.name,
        reference: charged.reference,
        idempotencyKey,
        paidByUserId: caller.userId,
      });
      return { paymentId };
    });
    if (outcome.paymentId === undefined) return outcome;
    const payment = readBack(
      await findPayment(db, outcome.paymentId),
      `Payment ${outcome.paymentId}`,
    );
    return { payment, invoice: await findInvoiceView(db, input.id) };
  },
});

/**
 * The same key for the same invoice state. A hosted checkout's also names the day: asked
 * again that day, Stripe answers the same session (no second open checkout for one balance),
 * and a session (valid 24 hours) is never handed out after it expired. The UTC day, not the
 * agency's: a change of time zone must not open a second checkout for the same balance.
 */
function chargeKey(provider: PaymentProvider, invoice: LockedInvoice, amount: number): string {
  const state = `invoice:${invoice.id}:${invoice.amount_paid_cents}:${amount}`;
  return provider.needsCard ? state : `checkout:${provider.name}:${state}:${dayIn('UTC')}`;
}

/** A uuid derived from `key`: the portal's charge id, the same whenever the key is. */
function uuidOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The invoice locked, when it is the caller's; another client's answers as an unknown id. */
async function lockOwnInvoice(
  tx: Queryable,
  client: PortalClient,
  id: string,
): Promise<LockedInvoice & { number: string | null }> {
  const invoice = isUuid(id) ? await lockInvoice(tx, id) : undefined;
  if (!invoice || invoice.client_id !== client.id) throw portalNotFound('Invoice');
  const refusal = unpayable[invoice.status];
  if (refusal) throw conflict('invoice_not_payable', refusal, { status: invoice.status });
  // A proposal's deposit follows its contract: accept, sign, then pay (docs/portal.md).
  if (await depositAwaitingSignature(tx, invoice.id)) {
    throw conflict('sign_before_deposit', 'Sign the contract before paying the deposit');
  }
  const [row] = await tx.query<{ number: string | null }>(
    'SELECT number FROM invoices WHERE id = $1',
    [invoice.id],
  );
  return { ...invoice, number: row?.number ?? null };
}

/** The balance unless `requested` says less, which the agency must allow. */
async function amountToPay(
  tx: Queryable,
  invoice: LockedInvoice,
  requested: number | undefined,
): Promise<number> {
  const balance = invoiceBalance(invoice);
  if (balance <= 0) {
    throw invoice.credited_cents > 0
      ? conflict('settled_by_credit', SETTLED_BY_CREDIT)
      : conflict('invoice_not_payable', unpayable.paid ?? 'Nothing to pay', { status: 'paid' });
  }
  const due = formatMoney(balance, invoice.currency);
  // The balance as the client's language writes it: the sentence comes from the field code.
  const balanceDue = { cents: balance, currency: invoice.currency };
  if (requested === undefined || requested === balance) return balance;
  if (requested > balance) {
    throw invalidField(
      'amount',
      `More than the balance due (${due})`,
      fieldFailure('over_balance', balanceDue),
    );
  }
  const allowed = (await readSettings(tx, ['payments.allow_partial'])).get(
    'payments.allow_partial',
  );
  if (allowed !== true) {
    throw invalidField(
      'amount',
      `Pay the full balance of ${due}`,
      fieldFailure('full_balance_only', balanceDue),
    );
  }
  return requested;
}

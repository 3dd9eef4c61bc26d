import { payInvoiceInput as payInvoiceSchema } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { applyPaymentToInvoice, type LockedInvoice, lockInvoice } from '../../db/invoices.ts';
import { findPayment, insertPayment } from '../../db/payments.ts';
import { insertPortalCharge } from '../../db/portal-charges.ts';
import { readSettings } from '../../db/settings.ts';
import { AppError } from '../../errors.ts';
import { findPaymentProvider } from '../../payments/index.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { findInvoiceView } from '../invoice-management/invoice-view.ts';
import { today } from '../invoice-management/today.ts';
import { notifyPaymentRecorded } from '../notifications-system/events.ts';
import { formatMoney } from '../notify.ts';
import { defineAction } from '../registry.ts';
import { queueReceiptEmail } from './payment-receipt.ts';
import { type PortalClient, portalClient, portalNotFound } from './portal-client.ts';

/** The contract's schema, a card's expiry checked against the server's clock. */
export const payInvoiceInput = payInvoiceSchema(() => new Date());

const unpayable: Record<string, string> = {
  draft: 'This invoice has not been sent yet',
  paid: 'This invoice is already paid',
  cancelled: 'This invoice was cancelled',
};

/**
 * Pays one of the caller's invoices through a provider. In one transaction: the invoice row is
 * locked (so two payments of the same balance wait for each other and the second finds it
 * paid: 409, never a second charge), checked, charged, and the success recorded exactly as
 * revenue-tracking's record_payment records a payment (method `card`), with the receipt
 * e-mail. A refused charge answers 402 PAYMENT_FAILED and records nothing.
 */
export const payInvoice = defineAction({
  access: 'client',
  input: payInvoiceInput,
  handler: async (input, { db, caller }) => {
    const client = await portalClient(db, caller);
    const provider = findPaymentProvider(input.provider);
    if (!provider) throw invalidField('provider', `Provider must be one of: test`);
    if (provider.needsCard && !input.card) {
      throw invalidField('card', 'Card details are required');
    }
    const paymentId = await db.transaction(async (tx) => {
      const invoice = await lockOwnInvoice(tx, client, input.id);
      const amount = await amountToPay(tx, invoice, input.amount);
      const idempotencyKey = `invoice:${invoice.id}:${invoice.amount_paid_cents}:${amount}`;
      const charged = await provider.charge({
        amountCents: amount,
        currency: invoice.currency,
        description: `Invoice ${invoice.number ?? ''}`.trim(),
        card: input.card ?? null,
        idempotencyKey,
      });
      if (charged.status === 'failed') throw new AppError('PAYMENT_FAILED', charged.reason);
      // The steps of revenue-tracking's record_payment against an invoice, in its order.
      const id = await insertPayment(
        tx,
        {
          amount_cents: amount,
          currency: invoice.currency,
          payment_date: today(),
          payment_method: 'card',
          description: `Paid in the client portal (${provider.name} ${charged.reference})`,
          invoice_id: invoice.id,
          client_id: invoice.client_id,
          project_id: invoice.project_id,
        },
        caller.userId,
      );
      await applyPaymentToInvoice(tx, invoice.id, amount);
      await notifyPaymentRecorded(tx, id);
      await insertPortalCharge(tx, {
        paymentId: id,
        invoiceId: invoice.id,
        clientId: client.id,
        provider: provider.name,
        reference: charged.reference,
        idempotencyKey,
        amountCents: amount,
        paidByUserId: caller.userId,
      });
      await queueReceiptEmail(tx, id);
      return id;
    });
    const payment = await findPayment(db, paymentId);
    return { payment, invoice: payment ? await findInvoiceView(db, input.id) : null };
  },
});

/** The invoice locked, when it is the caller's; another client's answers as an unknown id. */
async function lockOwnInvoice(
  tx: Queryable,
  client: PortalClient,
  id: string,
): Promise<LockedInvoice & { number: string | null }> {
  const invoice = isUuid(id) ? await lockInvoice(tx, id) : undefined;
  if (!invoice || invoice.client_id !== client.id) throw portalNotFound('Invoice');
  const refusal = unpayable[invoice.status];
  if (refusal) throw new AppError('CONFLICT', refusal);
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
  const balance = invoice.total_cents - invoice.amount_paid_cents;
  if (balance <= 0) throw new AppError('CONFLICT', unpayable.paid ?? 'Nothing to pay');
  const due = formatMoney(balance, invoice.currency);
  if (requested === undefined || requested === balance) return balance;
  if (requested > balance) throw invalidField('amount', `More than the balance due (${due})`);
  const allowed = (await readSettings(tx, ['payments.allow_partial'])).get(
    'payments.allow_partial',
  );
  if (allowed !== true) throw invalidField('amount', `Pay the full balance of ${due}`);
  return requested;
}

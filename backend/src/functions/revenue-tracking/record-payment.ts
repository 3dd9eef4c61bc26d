import { revenueTracking } from '@atelier/shared/actions';
import type { recordPaymentActionInput } from '@atelier/shared/contract';
import type { z } from 'zod';
import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import {
  applyPaymentToInvoice,
  findReferences,
  invoiceBalance,
  lockInvoice,
  SETTLED_BY_CREDIT,
} from '../../db/invoices.ts';
import { findPayment, insertPayment, type PaymentValues } from '../../db/payments.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { conflict, fieldFailure } from '../../errors.ts';
import { formatCents, invalidField, isUuid } from '../client-management/record-fields.ts';
import { checkClientAndProject } from '../invoice-management/invoice-fields.ts';
import { findInvoiceView } from '../invoice-management/invoice-view.ts';
import { notifyPaymentRecorded } from '../notifications-system/events.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { queueReceiptEmail } from './payment-receipt.ts';

type RecordPaymentInput = z.output<typeof recordPaymentActionInput>;

const unpayable: Record<string, string> = {
  draft: 'A draft invoice cannot be paid; send it first',
  paid: 'This invoice is already paid',
  cancelled: 'A cancelled invoice cannot be paid',
};

/**
 * Records money received. Against an invoice, in one transaction: the invoice row is locked,
 * its state and balance checked, the payment inserted, the invoice's paid amount and status
 * updated and the client's receipt queued — if any step fails, nothing is recorded.
 */
export const recordPayment = implement(revenueTracking.actions.record_payment, {
  handler: async (input, { db, caller }) => {
    const currency = await readAgencyCurrency(db);
    const paymentId = await db.transaction(async (tx) => {
      if (input.payment_date > (await agencyToday(tx))) {
        throw invalidField(
          'payment_date',
          'Payment date cannot be in the future',
          fieldFailure('not_in_future'),
        );
      }
      const values = input.invoice_id
        ? await againstInvoice(tx, input, input.invoice_id)
        : await onItsOwn(tx, input, currency);
      const id = await insertPayment(tx, values, caller.userId);
      if (values.invoice_id) {
        await applyPaymentToInvoice(tx, values.invoice_id, values.amount_cents);
      }
      await notifyPaymentRecorded(tx, id);
      // The client's receipt of a payment against an invoice (a transfer, a cheque…).
      await queueReceiptEmail(tx, id);
      return id;
    });
    const payment = readBack(await findPayment(db, paymentId), `Payment ${paymentId}`);
    const invoice = payment.invoice_id ? await findInvoiceView(db, payment.invoice_id) : null;
    return { payment, invoice };
  },
});

async function againstInvoice(
  tx: Queryable,
  input: RecordPaymentInput,
  invoiceId: string,
): Promise<PaymentValues> {
  const invoice = isUuid(invoiceId) ? await lockInvoice(tx, invoiceId) : undefined;
  if (!invoice) throw invalidField('invoice_id', 'No such invoice', { code: 'not_found' });
  const refusal = unpayable[invoice.status];
  if (refusal) throw conflict('invoice_not_payable', refusal, { status: invoice.status });
  const balance = invoiceBalance(invoice);
  if (balance <= 0 && invoice.credited_cents > 0)
    throw conflict('settled_by_credit', SETTLED_BY_CREDIT);
  if (input.amount_cents > balance) {
    throw invalidField(
      'amount_cents',
      `More than the balance due (${formatCents(balance, invoice.currency)})`,
      fieldFailure('over_balance', { cents: balance, currency: invoice.currency }),
    );
  }
  return {
    ...common(input),
    currency: invoice.currency,
    invoice_id: invoice.id,
    client_id: invoice.client_id,
    project_id: invoice.project_id,
  };
}

/** A payment without an invoice (a retainer): its project, if any, must be its client's. */
async function onItsOwn(
  tx: Queryable,
  input: RecordPaymentInput,
  currency: string,
): Promise<PaymentValues> {
  let clientId = input.client_id ?? null;
  const projectId = input.project_id ?? null;
  if (clientId !== null) {
    await checkClientAndProject(tx, clientId, projectId);
  } else if (projectId !== null) {
    const found = isUuid(projectId)
      ? await findReferences(tx, { clientId: null, projectId })
      : { projectClientId: undefined };
    if (!found.projectClientId)
      throw invalidField('project_id', 'No such project', { code: 'not_found' });
    clientId = found.projectClientId;
  }
  return {
    ...common(input),
    currency,
    invoice_id: null,
    client_id: clientId,
    project_id: projectId,
  };
}

const common = (input: RecordPaymentInput) => ({
  amount_cents: input.amount_cents,
  payment_date: input.payment_date,
  payment_method: input.payment_method,
  description: input.description ?? null,
});

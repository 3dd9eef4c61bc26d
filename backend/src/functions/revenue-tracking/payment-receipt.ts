import type { PaymentMethod } from '@atelier/shared/records';
import type { Queryable } from '../../db/database.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { calendarDay, money, paymentMethodPhrase } from '../../mail/templates/phrases.ts';

interface ReceiptFacts {
  amount_cents: number;
  currency: string;
  payment_date: string;
  payment_method: PaymentMethod;
  number: string | null;
  balance_cents: number;
  client_name: string;
  client_email: string;
  client_id: string;
}

/**
 * Queues the client's receipt of a payment against an invoice (a card payment in the portal, a
 * transfer the admin records), in the transaction that recorded it: no payment, no receipt. A
 * receipt is a record of money taken, so it goes whatever the client's notification
 * preferences say. A payment without an invoice (a retainer paid on its own) has no receipt.
 */
export async function queueReceiptEmail(tx: Queryable, paymentId: string): Promise<void> {
  const [facts] = await tx.query<ReceiptFacts>(
    `SELECT pay.amount_cents, pay.currency, pay.payment_date::text AS payment_date,
            pay.payment_method, i.number,
            i.total_cents - i.amount_paid_cents - i.credited_cents AS balance_cents,
            i.client_id, c.name AS client_name, c.email AS client_email
     FROM payments pay
     JOIN invoices i ON i.id = pay.invoice_id
     JOIN clients c ON c.id = i.client_id
     WHERE pay.id = $1`,
    [paymentId],
  );
  if (!facts) return;
  const locale = await recipientLocale(tx, { clientId: facts.client_id });
  await queueTemplatedEmail(tx, {
    to: facts.client_email,
    key: 'payment_receipt',
    locale,
    values: {
      client_name: facts.client_name,
      invoice_number: facts.number ?? '',
      amount: money(facts.amount_cents, facts.currency, locale),
      payment_date: calendarDay(facts.payment_date, locale),
      method: paymentMethodPhrase(facts.payment_method, locale),
      // Empty once paid in full: the template says so instead of a balance.
      balance: facts.balance_cents > 0 ? money(facts.balance_cents, facts.currency, locale) : '',
    },
  });
}

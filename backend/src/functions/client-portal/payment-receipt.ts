import type { Queryable } from '../../db/database.ts';
import { emailLocale, queueTemplatedEmail } from '../../mail/templates/index.ts';
import { money } from '../../mail/templates/phrases.ts';

interface ReceiptFacts {
  amount_cents: number;
  currency: string;
  payment_date: string;
  number: string | null;
  balance_cents: number;
  client_name: string;
  client_email: string;
}

/**
 * Queues the receipt of a portal payment to the client, in the transaction that recorded it
 * (no payment, no receipt). A receipt is a record of money taken, so it goes whatever the
 * client's notification preferences say.
 */
export async function queueReceiptEmail(tx: Queryable, paymentId: string): Promise<void> {
  const [facts] = await tx.query<ReceiptFacts>(
    `SELECT pay.amount_cents, pay.currency, pay.payment_date, i.number,
            i.total_cents - i.amount_paid_cents - i.credited_cents AS balance_cents,
            c.name AS client_name, c.email AS client_email
     FROM payments pay
     JOIN invoices i ON i.id = pay.invoice_id
     JOIN clients c ON c.id = i.client_id
     WHERE pay.id = $1`,
    [paymentId],
  );
  if (!facts) throw new Error(`Receipt of an unknown payment: ${paymentId}`);
  const locale = await emailLocale(tx);
  await queueTemplatedEmail(tx, {
    to: facts.client_email,
    key: 'payment_receipt',
    locale,
    values: {
      client_name: facts.client_name,
      invoice_number: facts.number ?? '',
      amount: money(facts.amount_cents, facts.currency, locale),
      payment_date: facts.payment_date,
      // Empty once paid in full: the template says so instead of a balance.
      balance: facts.balance_cents > 0 ? money(facts.balance_cents, facts.currency, locale) : '',
    },
  });
}

import type { Queryable } from '../../db/database.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { money } from '../../mail/templates/phrases.ts';

interface CreditNoteFacts {
  number: string;
  currency: string;
  total_cents: number;
  reason: string;
  invoice_number: string;
  balance_cents: number;
  client_name: string;
  client_email: string | null;
  client_id: string;
}

/**
 * Queues the `credit_note_issued` e-mail to the client, in the transaction that issued the
 * credit note (docs/email.md), in the client's language; a client without an e-mail address gets none.
 */
export async function queueCreditNoteEmail(tx: Queryable, creditNoteId: string): Promise<boolean> {
  const [facts] = await tx.query<CreditNoteFacts>(
    `SELECT n.number, n.currency, n.total_cents, n.reason, i.number AS invoice_number,
            i.total_cents - i.amount_paid_cents - i.credited_cents AS balance_cents,
            n.client_id, c.name AS client_name, c.email AS client_email
     FROM credit_notes n
     JOIN invoices i ON i.id = n.invoice_id
     JOIN clients c ON c.id = n.client_id
     WHERE n.id = $1`,
    [creditNoteId],
  );
  if (!facts?.client_email) return false;
  const locale = await recipientLocale(tx, { clientId: facts.client_id });
  await queueTemplatedEmail(tx, {
    to: facts.client_email,
    key: 'credit_note_issued',
    locale,
    values: {
      client_name: facts.client_name,
      credit_note_number: facts.number,
      invoice_number: facts.invoice_number,
      amount: money(facts.total_cents, facts.currency, locale),
      reason: facts.reason,
      balance: facts.balance_cents > 0 ? money(facts.balance_cents, facts.currency, locale) : '',
    },
    attachments: [{ kind: 'credit_note', id: creditNoteId }],
  });
  return true;
}

import type { EmailLocale } from '@atelier/shared/contract';
import { paymentReference } from '@atelier/shared/contract';
import { siteUrlFromEnv } from '../../auth/auth-settings.ts';
import type { Queryable } from '../../db/database.ts';
import { readBankDetails } from '../../db/site-settings.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { money } from '../../mail/templates/phrases.ts';

interface SentInvoiceFacts {
  number: string | null;
  currency: string;
  total_cents: number;
  due_date: string;
  client_name: string;
  client_email: string | null;
  client_id: string;
  project_name: string | null;
}

const BANK_WORDS: Record<
  EmailLocale,
  { holder: string; account: string; bic: string; reference: string }
> = {
  en: {
    holder: 'Account holder:',
    account: 'IBAN / account:',
    bic: 'BIC / routing:',
    reference: 'Reference:',
  },
  fr: {
    holder: 'Titulaire\u202f:',
    account: 'IBAN / compte\u202f:',
    bic: 'BIC\u202f:',
    reference: 'Référence\u202f:',
  },
};

/** The bank details as the e-mail's `bank_details` lines; empty when the agency has none. */
async function bankLines(tx: Queryable, number: string, locale: EmailLocale): Promise<string> {
  const bank = await readBankDetails(tx);
  if (!bank) return '';
  const words = BANK_WORDS[locale];
  return [
    ...(bank.account_holder ? [`${words.holder} ${bank.account_holder}`] : []),
    `${words.account} ${bank.account_number}`,
    ...(bank.bic ? [`${words.bic} ${bank.bic}`] : []),
    `${words.reference} ${paymentReference(bank.reference, number)}`,
  ].join('\n');
}

/**
 * Queues the e-mail that tells the client a sent invoice is waiting, in the transaction that
 * sent it (no commit, no e-mail), with the invoice's PDF attached (read when the message
 * leaves: docs/email.md "Attachments"), the link to pay it by card in the portal, and the
 * agency's bank details for a transfer. A client without an e-mail address gets none; the
 * portal notification still tells a client with an account. Answers whether one was queued.
 * The text is the `invoice_sent` template (docs/email.md) in the client's language.
 */
export async function queueInvoiceEmail(tx: Queryable, invoiceId: string): Promise<boolean> {
  const [invoice] = await tx.query<SentInvoiceFacts>(
    `SELECT i.number, i.currency, i.total_cents, i.due_date, i.client_id, c.name AS client_name,
            c.email AS client_email, pr.name AS project_name
     FROM invoices i JOIN clients c ON c.id = i.client_id
     LEFT JOIN projects pr ON pr.id = i.project_id
     WHERE i.id = $1`,
    [invoiceId],
  );
  if (!invoice?.client_email) return false;
  const locale = await recipientLocale(tx, { clientId: invoice.client_id });
  await queueTemplatedEmail(tx, {
    to: invoice.client_email,
    key: 'invoice_sent',
    locale,
    values: {
      client_name: invoice.client_name,
      invoice_number: invoice.number ?? '',
      amount: money(invoice.total_cents, invoice.currency, locale),
      due_date: invoice.due_date,
      project_name: invoice.project_name ?? '',
      link: `${siteUrlFromEnv()}/client-portal/invoices/${invoiceId}`,
      bank_details: await bankLines(tx, invoice.number ?? '', locale),
    },
    attachments: [{ kind: 'invoice', id: invoiceId }],
  });
  return true;
}

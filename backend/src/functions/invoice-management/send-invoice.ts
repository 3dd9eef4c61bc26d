import { invoiceManagement } from '@atelier/shared/actions';
import { formatInvoiceNumber } from '@atelier/shared/records';
import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import { lockInvoice, markInvoiceSent, takeInvoiceSequence } from '../../db/invoices.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { loadItems } from '../line-items.ts';
import { notifyInvoiceSent } from '../notifications-system/events.ts';
import { implement } from '../registry.ts';
import { queueInvoiceEmail } from './invoice-email.ts';
import { loadInvoiceTerms } from './invoice-settings.ts';
import { findInvoiceView, invoiceNotFound } from './invoice-view.ts';

/**
 * Issues a draft: numbers it and dates it the agency's today, tells the client in the portal and by e-mail
 * (as a rule's invoices are sent). The number is taken in the transaction that marks the
 * invoice sent, so a send that fails gives its number back and queues no e-mail.
 */
export const sendInvoice = implement(invoiceManagement.actions.send_invoice, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw invoiceNotFound();
    await db.transaction(async (tx) => await sendDraftInvoice(tx, id));
    return { invoice: await findInvoiceView(db, id) };
  },
});

/**
 * What sending a draft does, in the caller's transaction: numbered and dated the agency's
 * today, the client's portal notification and e-mail. send_invoice and the approval of
 * generated invoices (invoice-automation#approve_generated) both send this way.
 */
export async function sendDraftInvoice(tx: Queryable, id: string): Promise<void> {
  await issueInvoice(tx, id, await agencyToday(tx));
  await notifyInvoiceSent(tx, id);
  await queueInvoiceEmail(tx, id);
}

/** Numbers and sends a draft as of `issueDate` (YYYY-MM-DD), in the caller's transaction. */
export async function issueInvoice(tx: Queryable, id: string, issueDate: string): Promise<void> {
  const invoice = await lockInvoice(tx, id);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status !== 'draft') {
    throw conflict('invoice_already_sent', 'This invoice was already sent');
  }
  if ((await loadItems(tx, 'invoice_items', id)).length === 0) {
    throw conflict('invoice_no_lines', 'Add at least one line before sending this invoice');
  }
  const { number_pattern } = await loadInvoiceTerms(tx);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeInvoiceSequence(tx, year);
  const number = formatInvoiceNumber(number_pattern, year, sequence);
  await markInvoiceSent(tx, id, { number, year, sequence, issueDate });
}

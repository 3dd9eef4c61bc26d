import { invoiceManagement } from '@atelier/shared/actions';
import { CREDIT_NOTE_NUMBER_PATTERN, createCreditNoteInput } from '@atelier/shared/contract';
import { formatInvoiceNumber } from '@atelier/shared/records';
import { agencyToday } from '../../db/agency-time.ts';
import { findCreditNote, insertCreditNote } from '../../db/credit-notes.ts';
import type { Queryable } from '../../db/database.ts';
import { invoiceBalance, lockInvoice, takeSequence } from '../../db/invoices.ts';
import { conflict, fieldFailure } from '../../errors.ts';
import { formatCents, invalidField, isUuid } from '../client-management/record-fields.ts';
import { documentTotals, loadItems, replaceItems } from '../line-items.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { queueCreditNoteEmail } from './credit-note-email.ts';

export { createCreditNoteInput };

const refusals: Partial<Record<string, string>> = {
  draft: 'A draft invoice cannot be credited; edit or delete it instead',
  cancelled: 'A cancelled invoice cannot be credited',
  paid: 'This invoice is paid in full; nothing is left to credit',
};

/** The invoice's own lines and discount: a credit note of the whole invoice. */
async function wholeInvoice(tx: Queryable, invoiceId: string) {
  const [row] = await tx.query<{ discount_cents: number }>(
    'SELECT discount_cents FROM invoices WHERE id = $1',
    [invoiceId],
  );
  return {
    items: await loadItems(tx, 'invoice_items', invoiceId),
    discount: row?.discount_cents ?? 0,
  };
}

/**
 * Issues a credit note against a sent (or overdue) invoice (docs/records.md "Credit notes"):
 * its lines (default: the whole invoice) at the invoice's tax rate, at most what is left to pay
 * on it, numbered in its own gap-free sequence (CN-2026-0001) and dated the agency's today, in
 * one transaction with the invoice's balance and the client's e-mail. The invoice itself stays
 * as it was issued.
 */
export const createCreditNote = implement(invoiceManagement.actions.create_credit_note, {
  handler: async (input, { db, caller }) => {
    if (!isUuid(input.invoice_id))
      throw invalidField('invoice_id', 'No such invoice', { code: 'not_found' });
    const id = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, input.invoice_id);
      if (!invoice) throw invalidField('invoice_id', 'No such invoice', { code: 'not_found' });
      const refusal = refusals[invoice.status];
      if (refusal) throw conflict('invoice_not_creditable', refusal, { status: invoice.status });
      const balance = invoiceBalance(invoice);
      if (balance <= 0) {
        throw conflict('nothing_to_credit', 'Nothing is left to credit on this invoice');
      }
      const [taxRow] = await tx.query<{ tax_rate_bp: number }>(
        'SELECT tax_rate_bp FROM invoices WHERE id = $1',
        [invoice.id],
      );
      const taxRate = taxRow?.tax_rate_bp ?? 0;
      const { items, discount } = input.items
        ? { items: input.items, discount: 0 }
        : await wholeInvoice(tx, invoice.id);
      const totals = documentTotals(items, { discount_cents: discount, tax_rate_bp: taxRate });
      const field = input.items ? 'items' : 'invoice_id';
      if (totals.total_cents <= 0) {
        throw invalidField(
          field,
          'A credit note must credit more than 0',
          fieldFailure('more_than_zero'),
        );
      }
      if (totals.total_cents > balance) {
        throw invalidField(
          field,
          `The credit note (${formatCents(totals.total_cents, invoice.currency)}) is more than ` +
            `the balance due (${formatCents(balance, invoice.currency)})`,
          fieldFailure('over_balance', { cents: balance, currency: invoice.currency }),
        );
      }
      const issueDate = await agencyToday(tx);
      const year = Number(issueDate.slice(0, 4));
      const sequence = await takeSequence(tx, 'credit_note_number_sequences', year);
      const noteId = await insertCreditNote(tx, {
        number: formatInvoiceNumber(CREDIT_NOTE_NUMBER_PATTERN, year, sequence),
        year,
        sequence,
        invoiceId: invoice.id,
        clientId: invoice.client_id,
        projectId: invoice.project_id,
        currency: invoice.currency,
        reason: input.reason,
        taxRateBp: taxRate,
        totals,
        issueDate,
        createdBy: caller.userId,
      });
      await replaceItems(tx, 'credit_note_items', noteId, items, totals.line_amounts_cents);
      await queueCreditNoteEmail(tx, noteId);
      return noteId;
    });
    return { credit_note: readBack(await findCreditNote(db, id), `Credit note ${id}`) };
  },
});

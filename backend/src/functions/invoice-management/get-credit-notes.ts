import { invoiceManagement } from '@atelier/shared/actions';
import { findCreditNote, listCreditNotes } from '../../db/credit-notes.ts';
import { isUuid, notFound, pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

export const creditNoteNotFound = () => notFound('Credit note');

/** The credit notes, newest first; `invoice_id` or `client_id` narrow them. */
export const getCreditNotes = implement(invoiceManagement.actions.get_credit_notes, {
  handler: async (input, { db }) => {
    const ids = [input.invoice_id, input.client_id];
    // An id that is not a UUID names nothing: an empty page rather than a database error.
    if (ids.some((id) => id !== undefined && !isUuid(id))) {
      return { credit_notes: [], total: 0, page: input.page, pageSize: input.pageSize };
    }
    const { rows, total } = await listCreditNotes(db, {
      invoiceId: input.invoice_id,
      clientId: input.client_id,
      ...pageWindow(input),
    });
    return { credit_notes: rows, total, page: input.page, pageSize: input.pageSize };
  },
});

export const getCreditNote = implement(invoiceManagement.actions.get_credit_note, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw creditNoteNotFound();
    const creditNote = await findCreditNote(db, id);
    if (!creditNote) throw creditNoteNotFound();
    return { credit_note: creditNote };
  },
});

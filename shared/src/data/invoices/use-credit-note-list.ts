import type { CreditNotesQuery } from '../../contract/credit-notes';
import { useApiQuery } from '../../query/use-api-query';
import { getCreditNotes } from './calls';
import { invoiceKeys } from './keys';

/** Every credit note, newest first (the payments page's Credit notes tab). */
export function useCreditNoteList(query: CreditNotesQuery) {
  return useApiQuery(
    invoiceKeys.creditNotes(query),
    (signal) => getCreditNotes(query, { signal }),
    { keepPreviousData: true },
  );
}

import type { ApiResult, CreditNote, CreditNotePage, CreditNotesQuery } from '@atelier/shared';
import { toCsv } from '@atelier/shared/kit';
import { csvAmount } from '../../common/csv';

/**
 * CSV export of the credit notes (docs/records.md "Credit notes"): each with the invoice it
 * corrects and its amounts in currency units. Columns use the contract's field names.
 */
export const CREDIT_NOTE_CSV_COLUMNS = [
  'number',
  'issue_date',
  'client',
  'project',
  'invoice_number',
  'reason',
  'currency',
  'subtotal',
  'tax',
  'total',
] as const;

const cells = (note: CreditNote): Record<(typeof CREDIT_NOTE_CSV_COLUMNS)[number], unknown> => ({
  number: note.number,
  issue_date: note.issue_date,
  client: note.clients.name,
  project: note.projects?.name ?? null,
  invoice_number: note.invoice_number,
  reason: note.reason,
  currency: note.currency,
  subtotal: csvAmount(note.subtotal_cents),
  tax: csvAmount(note.tax_cents),
  total: csvAmount(note.total_cents),
});

export function creditNotesToCsv(notes: readonly CreditNote[]): string {
  return toCsv(CREDIT_NOTE_CSV_COLUMNS, notes.map(cells));
}

const PAGE_SIZE = 100;
/** 50 pages of 100: an export past that is cut, not left to run. */
const MAX_PAGES = 50;

/** Every credit note `query` matches, in pages of 100, at most 5,000; stops at the first failure. */
export async function fetchAllCreditNotes(
  query: CreditNotesQuery,
  getPage: (query: CreditNotesQuery) => Promise<ApiResult<CreditNotePage>>,
): Promise<ApiResult<{ credit_notes: CreditNote[] }>> {
  const notes: CreditNote[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await getPage({ ...query, page, pageSize: PAGE_SIZE });
    if (!result.success) return result;
    notes.push(...result.credit_notes);
    if (result.credit_notes.length < PAGE_SIZE || notes.length >= result.total) break;
  }
  return { success: true, credit_notes: notes };
}

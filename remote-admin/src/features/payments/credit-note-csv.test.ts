import type { CreditNote, CreditNotePage, CreditNotesQuery } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { creditNotesToCsv, fetchAllCreditNotes } from './credit-note-csv';

const note = (changes: Partial<CreditNote> = {}) =>
  ({
    id: 'c1',
    number: 'CN-2026-0001',
    invoice_id: 'i1',
    invoice_number: 'INV-2026-0007',
    client_id: 'k1',
    project_id: null,
    currency: 'EUR',
    reason: '=cmd|"/c calc"!A1, dropped',
    items: [],
    discount_cents: 0,
    tax_rate_bp: 2000,
    subtotal_cents: 30_000,
    tax_cents: 6_000,
    total_cents: 36_000,
    issue_date: '2026-11-28',
    created_at: '2026-11-28T09:00:00Z',
    clients: { name: 'Łukasz Wiśniewski', company: null, email: null },
    projects: null,
    ...changes,
  }) as CreditNote;

describe('creditNotesToCsv', () => {
  it('writes the invoice it corrects and its amounts, quoting and defusing the reason', () => {
    const [header, row, end] = creditNotesToCsv([note()]).replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'number,issue_date,client,project,invoice_number,reason,currency,subtotal,tax,total',
    );
    expect(row).toBe(
      `CN-2026-0001,2026-11-28,Łukasz Wiśniewski,,INV-2026-0007,"'=cmd|""/c calc""!A1, dropped",EUR,300.00,60.00,360.00`,
    );
    expect(end).toBe('');
  });
});

describe('fetchAllCreditNotes', () => {
  const pages = (total: number) => async (query: CreditNotesQuery) => {
    const page = query.page ?? 1;
    const size = query.pageSize ?? 25;
    const count = Math.max(0, Math.min(size, total - (page - 1) * size));
    return {
      success: true as const,
      credit_notes: Array.from({ length: count }, (_, i) => note({ id: `${page}-${i}` })),
      total,
      page,
      pageSize: size,
    } satisfies CreditNotePage & { success: true };
  };

  it('reads every page, 100 at a time', async () => {
    const asked: number[] = [];
    const all = pages(250);
    const result = await fetchAllCreditNotes({}, (query) => {
      asked.push(query.page ?? 0);
      return all(query);
    });
    expect(result.success && result.credit_notes.length).toBe(250);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at 5,000 rows', async () => {
    const result = await fetchAllCreditNotes({}, pages(9_000));
    expect(result.success && result.credit_notes.length).toBe(5_000);
  });

  it('gives back the first failure', async () => {
    const result = await fetchAllCreditNotes({}, async () => ({
      success: false,
      error: 'Server down',
      code: 'INTERNAL',
    }));
    expect(result).toMatchObject({ success: false, error: 'Server down' });
  });
});

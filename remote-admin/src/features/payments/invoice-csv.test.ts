import type { Invoice } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { fetchAllInvoices, invoicesToCsv } from './invoice-csv';

const invoice = (changes: Partial<Invoice> = {}) =>
  ({
    id: 'i1',
    number: 'INV-2026-0001',
    status: 'sent',
    clients: {
      name: 'Jane, "Studio"',
      company: null,
      email: 'j@x.test',
      address: null,
      tax_id: null,
    },
    projects: { name: '=HYPERLINK("x")' },
    issue_date: '2026-11-01',
    due_date: '2026-12-01',
    currency: 'EUR',
    total_cents: 120_000,
    amount_paid_cents: 20_000,
    credited_cents: 30_000,
    balance_cents: 70_000,
    ...changes,
  }) as Invoice;

describe('invoicesToCsv', () => {
  it('counts credit notes beside payments, quoting and defusing cells', () => {
    const csv = invoicesToCsv([invoice()]);
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'number,status,client,project,issue_date,due_date,currency,total,paid,credited,balance',
    );
    expect(row).toBe(
      `INV-2026-0001,sent,"Jane, ""Studio""","'=HYPERLINK(""x"")",2026-11-01,2026-12-01,EUR,1200.00,200.00,300.00,700.00`,
    );
  });
});

describe('fetchAllInvoices', () => {
  it('reads every page and stops at a failure', async () => {
    const pages = [
      { invoices: Array.from({ length: 100 }, () => invoice()), total: 130 },
      { invoices: Array.from({ length: 30 }, () => invoice()), total: 130 },
    ];
    const all = await fetchAllInvoices({}, async (query) => ({
      success: true,
      ...(pages[(query.page ?? 1) - 1] ?? { invoices: [], total: 130 }),
      page: query.page ?? 1,
      pageSize: 100,
    }));
    expect(all.success && all.invoices.length).toBe(130);
    const failed = await fetchAllInvoices({}, async () => ({
      success: false,
      error: 'no',
      code: 'INTERNAL',
    }));
    expect(failed.success).toBe(false);
  });
});

import type { Invoice } from '@atelier/shared/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { invoicePdfModel } from './invoice-pdf';

/** Echoes the key and its values, so the test reads which words each place asks for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'portal'>;

const format = {
  language: 'en',
  money: (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`,
  day: (date: string) => date.slice(0, 10),
};

const line = (id: string, position: number, description: string, cents: number) => ({
  id,
  position,
  description,
  quantity: 1,
  unit_price_cents: cents,
  amount_cents: cents,
});

const invoice = {
  id: 'i1',
  number: 'INV-2026-0007',
  status: 'overdue',
  currency: 'EUR',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  items: [line('b', 2, 'Build', 50_000), line('a', 1, 'Design', 70_000)],
  subtotal_cents: 120_000,
  discount_cents: 0,
  tax_rate_bp: 2000,
  tax_cents: 24_000,
  total_cents: 144_000,
  amount_paid_cents: 44_000,
  balance_cents: 100_000,
  notes: 'Thank you',
  projects: { name: 'Shop' },
  clients: {
    name: 'Jane Cooper',
    company: 'Northwind Studio',
    email: 'jane@example.com',
    address: null,
    tax_id: 'FR123',
  },
} as unknown as Invoice;

describe('invoicePdfModel', () => {
  const model = invoicePdfModel(invoice, { name: 'Atelier', lines: [], logo: null }, t, format);

  it('heads the PDF with the agency, the number and the invoice’s dates and status', () => {
    expect(model.agency).toBe('Atelier');
    expect(model.reference).toBe('INV-2026-0007');
    expect(model.documentTitle).toBe('INV-2026-0007');
    expect(model.meta.map((meta) => meta.value)).toEqual([
      '2026-11-01',
      '2026-12-01',
      'invoices.statuses.overdue',
      'Shop',
    ]);
  });

  it('bills the client with their company, e-mail and tax id', () => {
    expect(model.recipient).toEqual([
      'Jane Cooper',
      'Northwind Studio',
      'jane@example.com',
      'invoices.document.taxId {"id":"FR123"}',
    ]);
  });

  it('prints the lines in order and the totals down to the balance still due', () => {
    expect(model.items.map((item) => item.description)).toEqual(['Design', 'Build']);
    expect(model.totals.map((total) => total.value)).toEqual([
      'EUR 1200.00',
      'EUR 240.00',
      'EUR 1440.00',
      'EUR 440.00',
      'EUR 1000.00',
    ]);
    expect(model.totals[1]?.label).toBe('invoices.document.tax {"rate":"20"}');
    expect(model.totals.at(-1)).toMatchObject({ isStrong: true });
    expect(model.notes).toEqual({ title: 'invoices.document.notes', text: 'Thank you' });
  });
});

describe('the invoice PDF', () => {
  it('is drawn from the model, French words and the euro sign included', async () => {
    const { buildDocumentPdf } = await import('@atelier/shared/pdf');
    const french = { ...format, money: (cents: number) => `${(cents / 100).toFixed(2)} €` };
    const bytes = await buildDocumentPdf(
      invoicePdfModel(invoice, { name: 'Atelier Créatif', lines: [], logo: null }, t, french),
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});

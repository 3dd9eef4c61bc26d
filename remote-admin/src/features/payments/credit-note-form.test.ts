import { describe, expect, it } from 'vitest';
import { newRow } from '../../common/line-items/line-items';
import {
  type CreditFormValues,
  creditPreview,
  creditServerErrors,
  emptyCreditForm,
  toNewCreditNote,
  validateCreditForm,
} from './credit-note-form';

// A $1,200 invoice at 20 % tax ($1,000 + $200), $400 of it paid: $800 is left to pay.
const invoice = { total_cents: 120_000, balance_cents: 80_000, tax_rate_bp: 2000 };

const lines = (
  rows: Array<[string, string, string]>,
  reason = 'One mock-up dropped',
): CreditFormValues => ({
  ...emptyCreditForm(invoice),
  reason,
  scope: 'lines',
  pricing: {
    items: rows.map(([description, quantity, unitPrice]) =>
      newRow({ description, quantity, unitPrice }),
    ),
    discount: '',
    taxRate: '20',
  },
});

describe('creditPreview', () => {
  it('credits the whole invoice by default, which can be more than is left to pay', () => {
    expect(creditPreview(invoice, emptyCreditForm(invoice))).toEqual({
      total_cents: 120_000,
      left_cents: 0,
      isOverBalance: true,
    });
  });

  it('taxes the lines at the invoice rate, as the server computes them', () => {
    const values = lines([
      ['Mock-up', '2', '100'],
      ['Review', '0.5', '99.99'],
    ]);
    // 200.00 + 50.00 (49.995 rounded half up) = 250.00, + 20 % = 300.00.
    expect(creditPreview(invoice, values)).toEqual({
      total_cents: 30_000,
      left_cents: 50_000,
      isOverBalance: false,
    });
  });

  it('counts a line that does not parse yet as 0, and flags more than the balance', () => {
    expect(creditPreview(invoice, lines([['Half typed', '1', 'abc']])).total_cents).toBe(0);
    expect(creditPreview(invoice, lines([['All of it', '1', '800']])).isOverBalance).toBe(true);
    expect(creditPreview(invoice, lines([['Most', '1', '666.66']])).isOverBalance).toBe(false);
  });
});

describe('validateCreditForm', () => {
  it('asks for the reason, and for the lines only when crediting some', () => {
    expect(validateCreditForm({ ...emptyCreditForm(invoice), reason: '  ' })).toEqual({
      reason: 'required',
    });
    expect(validateCreditForm(lines([['', '1', '']]))).toEqual({ items: 'noItems' });
    expect(validateCreditForm(lines([['Mock-up', '0', '-5']]))).toEqual({
      'items.0.quantity': 'quantity',
      'items.0.unit_price_cents': 'price',
    });
    expect(validateCreditForm(lines([['Mock-up', '1', '100']]))).toEqual({});
  });
});

describe('toNewCreditNote', () => {
  it('sends no items for the whole invoice, and the typed lines without blank rows', () => {
    expect(
      toNewCreditNote('inv-1', { ...emptyCreditForm(invoice), reason: ' Wrong rate ' }),
    ).toEqual({ invoice_id: 'inv-1', reason: 'Wrong rate' });
    expect(
      toNewCreditNote(
        'inv-1',
        lines([
          ['Mock-up', '1', '1,250.50'],
          ['', '1', ''],
        ]),
      ),
    ).toEqual({
      invoice_id: 'inv-1',
      reason: 'One mock-up dropped',
      items: [{ description: 'Mock-up', quantity: 1, unit_price_cents: 125_050 }],
    });
  });
});

describe('creditServerErrors', () => {
  it('puts each refusal under its field: the reason, the choice, the line sent', () => {
    const values = lines([
      ['', '1', ''],
      ['Mock-up', '1', '900'],
    ]);
    expect(
      creditServerErrors(
        {
          reason: 'Reason is required',
          invoice_id: 'The credit note is more than the balance due',
          'items.0.unit_price_cents': 'Unit price must be 0 or more',
          items: 'The credit note ($1,080.00) is more than the balance due ($800.00)',
        },
        values,
      ),
    ).toEqual({
      reason: 'Reason is required',
      scope: 'The credit note is more than the balance due',
      'items.1.unit_price_cents': 'Unit price must be 0 or more',
      items: 'The credit note ($1,080.00) is more than the balance due ($800.00)',
    });
  });
});

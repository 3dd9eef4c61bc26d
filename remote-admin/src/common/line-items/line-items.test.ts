import { describe, expect, it } from 'vitest';
import {
  documentServerErrors,
  emptyPricing,
  liveTotals,
  moneyText,
  newRow,
  type PricingValues,
  parseQuantity,
  parseTaxRate,
  pricingOf,
  pricingServerErrors,
  rowsFromItems,
  taxRateText,
  toPricingFields,
  validatePricing,
} from './line-items';

const values = (overrides: Partial<PricingValues> = {}): PricingValues => ({
  items: [
    newRow({ description: 'Design', quantity: '10', unitPrice: '120' }),
    newRow({ description: 'Build', quantity: '2.5', unitPrice: '1,000.50' }),
  ],
  discount: '',
  taxRate: '',
  ...overrides,
});

describe('line item parsing', () => {
  it('reads quantities with a dot or a comma, up to two decimals, within the limit', () => {
    expect(parseQuantity('1.5')).toBe(1.5);
    expect(parseQuantity('1,25')).toBe(1.25);
    expect(parseQuantity('1.255')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('10000')).toBe(10000);
    expect(parseQuantity('10001')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });

  it('turns a percent into basis points and back', () => {
    expect(parseTaxRate('20')).toBe(2000);
    expect(parseTaxRate('5,5 %')).toBe(550);
    expect(parseTaxRate('')).toBe(0);
    expect(parseTaxRate('100.01')).toBeNull();
    expect(parseTaxRate('-1')).toBeNull();
    expect(taxRateText(2000)).toBe('20');
    expect(taxRateText(550)).toBe('5.5');
    expect(taxRateText(0)).toBe('');
  });

  it('shows cents as an editable amount', () => {
    expect(moneyText(123450)).toBe('1234.50');
    expect(moneyText(120000)).toBe('1200');
    expect(moneyText(0)).toBe('');
  });

  it('rebuilds rows from stored items', () => {
    const rows = rowsFromItems([
      {
        id: 'a',
        position: 1,
        description: 'Hosting',
        quantity: 12,
        unit_price_cents: 2500,
        amount_cents: 30000,
      },
    ]);
    expect(rows).toMatchObject([{ description: 'Hosting', quantity: '12', unitPrice: '25' }]);
  });
});

describe('live totals', () => {
  it('match the server arithmetic: lines, discount before tax, tax rounded once', () => {
    const totals = liveTotals(values({ discount: '200', taxRate: '20' }));
    // 10 × 120 = 1200; 2.5 × 1000.50 = 2501.25; subtotal 3701.25; − 200 = 3501.25; tax 700.25
    expect(totals.line_amounts_cents).toEqual([120000, 250125]);
    expect(totals.subtotal_cents).toBe(370125);
    expect(totals.tax_cents).toBe(70025);
    expect(totals.total_cents).toBe(420150);
  });

  it('count a line that does not parse yet as zero instead of failing', () => {
    const totals = liveTotals(values({ items: [newRow({ description: 'x', unitPrice: 'abc' })] }));
    expect(totals.total_cents).toBe(0);
  });
});

describe('pricing validation', () => {
  it('accepts a filled form and ignores a blank last row', () => {
    const filled = values();
    filled.items.push(newRow());
    expect(validatePricing(filled)).toEqual({});
    expect(toPricingFields(filled).items).toHaveLength(2);
  });

  it('needs at least one line, and at most 100', () => {
    expect(validatePricing(values({ items: [newRow()] }))).toEqual({ items: 'noItems' });
    const line = { description: 'Hour', quantity: '1', unitPrice: '10' };
    const many = Array.from({ length: 101 }, () => newRow(line));
    expect(validatePricing(values({ items: many })).items).toBe('tooManyItems');
  });

  it('refuses what the server refuses in a description: over 500 characters, control characters', () => {
    const errors = validatePricing(
      values({
        items: [
          newRow({ description: 'x'.repeat(501), quantity: '1', unitPrice: '10' }),
          newRow({ description: 'Design\nphase', quantity: '1', unitPrice: '10' }),
        ],
      }),
    );
    expect(errors).toEqual({
      'items.0.description': 'tooLong',
      'items.1.description': 'characters',
    });
  });

  it('keys each line problem like the server does', () => {
    const errors = validatePricing(
      values({
        items: [
          newRow({ description: '', quantity: '1.234', unitPrice: '10' }),
          newRow({ description: 'ok', quantity: '1', unitPrice: '12.345' }),
        ],
      }),
    );
    expect(errors).toEqual({
      'items.0.description': 'required',
      'items.0.quantity': 'quantity',
      'items.1.unit_price_cents': 'price',
    });
  });

  it('refuses a discount above the subtotal and a tax rate above 100 %', () => {
    expect(validatePricing(values({ discount: '99999', taxRate: '101' }))).toEqual({
      discount_cents: 'discountTooHigh',
      tax_rate_bp: 'taxRate',
    });
  });

  it('sends cents and basis points', () => {
    expect(toPricingFields(values({ discount: '10.5', taxRate: '8.25' }))).toEqual({
      items: [
        { description: 'Design', quantity: 10, unit_price_cents: 12000 },
        { description: 'Build', quantity: 2.5, unit_price_cents: 100050 },
      ],
      discount_cents: 1050,
      tax_rate_bp: 825,
    });
  });
});

describe('server field errors', () => {
  it('map the index of a sent line back to its row, skipping blank rows', () => {
    const rows = [newRow(), newRow({ description: 'a', unitPrice: '1' })];
    expect(
      pricingServerErrors(
        { 'items.0.quantity': 'Too many', discount_cents: 'Too much', title: 'Required' },
        rows,
      ),
    ).toEqual({ 'items.1.quantity': 'Too many', discount_cents: 'Too much' });
  });
});

describe('document pricing', () => {
  it('starts with one empty line and the given tax', () => {
    const pricing = emptyPricing('20');
    expect(pricing.items).toHaveLength(1);
    expect(pricing).toMatchObject({ discount: '', taxRate: '20' });
    expect(emptyPricing().taxRate).toBe('');
  });

  it("reads a stored document's lines, discount and tax as the fields show them", () => {
    const pricing = pricingOf({
      items: [
        {
          id: 'i1',
          position: 0,
          description: 'Design',
          quantity: 2,
          unit_price_cents: 12050,
          amount_cents: 24100,
        },
      ],
      discount_cents: 1000,
      tax_rate_bp: 550,
    });
    expect(pricing.items.map(({ key: _key, ...row }) => row)).toEqual([
      { description: 'Design', quantity: '2', unitPrice: '120.50' },
    ]);
    expect(pricing).toMatchObject({ discount: '10', taxRate: '5.5' });
    expect(pricingOf({ items: [], discount_cents: 0, tax_rate_bp: 0 }).items).toHaveLength(1);
  });

  it("keeps the pricing messages and the named fields' messages, nothing else", () => {
    const rows = [newRow({ description: 'a', unitPrice: '1' })];
    expect(
      documentServerErrors(
        { 'items.0.quantity': 'Too many', title: 'Required', other: 'Unknown' },
        rows,
        ['title', 'notes'],
      ),
    ).toEqual({ 'items.0.quantity': 'Too many', title: 'Required' });
  });
});

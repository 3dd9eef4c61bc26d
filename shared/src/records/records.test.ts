import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  formatInvoiceNumber,
  hasAtMostTwoDecimals,
  isValidInvoiceNumberPattern,
  MAX_LINE_ITEMS,
  MAX_QUANTITY,
  MAX_UNIT_PRICE_CENTS,
  milestoneProgress,
  parseMoneyToCents,
} from './index';

describe('computeTotals', () => {
  it('rounds each line once, half away from zero, and adds the lines exactly', () => {
    const totals = computeTotals([
      { quantity: 1.5, unit_price_cents: 3333 }, // 4999.5 → 5000
      { quantity: 0.25, unit_price_cents: 1001 }, // 250.25 → 250
      { quantity: 3, unit_price_cents: 1999 },
    ]);
    expect(totals.line_amounts_cents).toEqual([5000, 250, 5997]);
    expect(totals.subtotal_cents).toBe(11_247);
    expect(totals.total_cents).toBe(11_247);
  });

  it('takes the discount off before tax and rounds the tax once', () => {
    const totals = computeTotals([{ quantity: 1, unit_price_cents: 10_000 }], {
      discount_cents: 1_001,
      tax_rate_bp: 2_000,
    });
    expect(totals).toMatchObject({
      subtotal_cents: 10_000,
      discount_cents: 1_001,
      tax_cents: 1_800, // 20 % of 8 999 = 1 799.8
      total_cents: 10_799,
    });
  });

  it('never lets the parts drift from the total', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const items = Array.from({ length: (seed % 7) + 1 }, (_, index) => ({
        quantity: ((seed * (index + 3)) % 997) / 100 + 0.01,
        unit_price_cents: (seed * 7919 * (index + 1)) % 1_000_003,
      }));
      const totals = computeTotals(items, { discount_cents: seed * 13, tax_rate_bp: seed * 37 });
      expect(totals.subtotal_cents - totals.discount_cents + totals.tax_cents).toBe(
        totals.total_cents,
      );
      expect(totals.line_amounts_cents.reduce((sum, amount) => sum + amount, 0)).toBe(
        totals.subtotal_cents,
      );
    }
  });

  it('caps the discount at the subtotal', () => {
    expect(
      computeTotals([{ quantity: 1, unit_price_cents: 500 }], { discount_cents: 900 }),
    ).toMatchObject({ discount_cents: 500, total_cents: 0 });
  });

  it('stays exact at the largest document the limits allow', () => {
    const items = Array.from({ length: MAX_LINE_ITEMS }, () => ({
      quantity: MAX_QUANTITY,
      unit_price_cents: MAX_UNIT_PRICE_CENTS,
    }));
    const totals = computeTotals(items, { tax_rate_bp: 10_000 });
    expect(Number.isSafeInteger(totals.total_cents)).toBe(true);
    expect(totals.total_cents).toBe(2 * MAX_LINE_ITEMS * MAX_QUANTITY * MAX_UNIT_PRICE_CENTS);
  });
});

describe('parseMoneyToCents', () => {
  it.each([
    ['1234.5', 123_450],
    ['1,234.50', 123_450],
    [' $99 ', 9_900],
    ['0.07', 7],
    ['0', 0],
    ['1234,50', 123_450],
    ['1 234,5', 123_450],
    ['1.234,50', 123_450],
    ['12,3', 1_230],
    ['1,234', 123_400],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '12.3.4', ',50', '1,234,56', '1.2.34'])(
    'refuses %j',
    (text) => {
      expect(parseMoneyToCents(text)).toBeNull();
    },
  );
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts hundredths and refuses thousandths', () => {
    expect(hasAtMostTwoDecimals(1.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1.255)).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('formats the year, the short year and the padded sequence', () => {
    expect(formatInvoiceNumber('INV-{YYYY}-{SEQ:4}', 2026, 7)).toBe('INV-2026-0007');
    expect(formatInvoiceNumber('{YY}/{SEQ}', 2009, 12)).toBe('09/12');
    expect(formatInvoiceNumber('A{YYYY}{SEQ:2}', 2026, 123)).toBe('A2026123');
  });

  it('accepts a pattern with the year and the sequence once, and nothing else in braces', () => {
    expect(isValidInvoiceNumberPattern('INV-{YYYY}-{SEQ:4}')).toBe(true);
    expect(isValidInvoiceNumberPattern('{YY}{SEQ}')).toBe(true);
    expect(isValidInvoiceNumberPattern('INV-{SEQ:4}')).toBe(false);
    expect(isValidInvoiceNumberPattern('INV-{YYYY}')).toBe(false);
    expect(isValidInvoiceNumberPattern('{YYYY}-{SEQ}-{SEQ}')).toBe(false);
    expect(isValidInvoiceNumberPattern('{YYYY}-{SEQ}-{MM}')).toBe(false);
    expect(isValidInvoiceNumberPattern(`{YYYY}{SEQ}${'x'.repeat(60)}`)).toBe(false);
  });
});

describe('milestoneProgress', () => {
  it('is the done share of the percentages', () => {
    expect(
      milestoneProgress([
        { percentage: 40, is_done: true },
        { percentage: 40, is_done: false },
        { percentage: 20, is_done: true },
      ]),
    ).toBe(60);
  });

  it('counts milestones when none carries a percentage, and is 0 without any', () => {
    expect(
      milestoneProgress([
        { percentage: 0, is_done: true },
        { percentage: 0, is_done: false },
        { percentage: 0, is_done: false },
      ]),
    ).toBe(33);
    expect(milestoneProgress([])).toBe(0);
  });
});

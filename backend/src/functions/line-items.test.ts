import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { documentTotals, lineItemsSchema, sharePercentages } from './line-items.ts';

describe('sharePercentages', () => {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    [
      [500, 0, 500],
      [50, 0, 50],
    ],
    [
      [1, 998, 1],
      [0, 100, 0],
    ],
    // Two half points for one point left: the earlier line takes it.
    [
      [5, 5, 990],
      [1, 0, 99],
    ],
  ])('shares %j as %j', (amounts, expected) => {
    expect(sharePercentages(amounts)).toEqual(expected);
    expect(sum(expected)).toBe(100);
  });

  it('adds up to exactly 100 for any positive total, amounts beyond 2^53 / 100 included', () => {
    const big = [100_000_000_000_001, 3, 99_999_999_999_999];
    expect(sum(sharePercentages(big))).toBe(100);
    for (let n = 1; n <= 100; n += 1) {
      const amounts = Array.from({ length: n }, (_, index) => (index * 7919) % 1000);
      if (sum(amounts) > 0) expect(sum(sharePercentages(amounts))).toBe(100);
    }
  });

  it('gives 0 to every line when there is nothing to share', () => {
    expect(sharePercentages([0, 0])).toEqual([0, 0]);
    expect(sharePercentages([])).toEqual([]);
  });
});

describe('documentTotals', () => {
  const items = [
    { description: 'a', quantity: 1.5, unit_price_cents: 333 },
    { description: 'b', quantity: 3, unit_price_cents: 1_000 },
  ];

  it('rounds each line once, then the tax once on the discounted subtotal', () => {
    // 1.5 × 3.33 = 4.995 → 5.00; 30.00; 35.00 − 0.01 = 34.99; 7.5 % = 2.62425 → 2.62
    expect(documentTotals(items, { discount_cents: 1, tax_rate_bp: 750 })).toEqual({
      line_amounts_cents: [500, 3_000],
      subtotal_cents: 3_500,
      discount_cents: 1,
      tax_cents: 262,
      total_cents: 3_761,
    });
  });

  it('refuses a discount above the subtotal instead of capping it', () => {
    expect(() => documentTotals(items, { discount_cents: 3_501, tax_rate_bp: 0 })).toThrow(
      AppError,
    );
    expect(documentTotals(items, { discount_cents: 3_500, tax_rate_bp: 2000 }).total_cents).toBe(0);
  });
});

describe('lineItemsSchema', () => {
  it('keys each message by the line and field', () => {
    const result = lineItemsSchema.safeParse([
      { description: 'ok', quantity: 1, unit_price_cents: 1 },
      { description: '', quantity: 0.001, unit_price_cents: 1_000_000_001 },
    ]);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      '1.description': 'Description is required',
      '1.quantity': 'Quantity has at most two decimals',
      '1.unit_price_cents': 'Unit price is too large',
    });
  });

  it('trims descriptions and accepts two decimals', () => {
    expect(
      lineItemsSchema.parse([{ description: '  Hours ', quantity: 12.25, unit_price_cents: 0 }]),
    ).toEqual([{ description: 'Hours', quantity: 12.25, unit_price_cents: 0 }]);
  });
});

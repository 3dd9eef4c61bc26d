import { describe, expect, it } from 'vitest';
import { isPayable, statementOfAccount } from './statement';

const invoice = (
  status: 'sent' | 'overdue' | 'paid' | 'cancelled',
  currency: string,
  total: number,
  paid: number,
) => ({
  status,
  currency,
  total_cents: total,
  amount_paid_cents: paid,
  balance_cents: total - paid,
});

describe('statementOfAccount', () => {
  it('adds up each currency on its own, sorted by currency', () => {
    expect(
      statementOfAccount([
        invoice('sent', 'USD', 10_000, 0),
        invoice('paid', 'USD', 5_000, 5_000),
        invoice('overdue', 'EUR', 20_000, 5_000),
        invoice('overdue', 'USD', 3_000, 1_000),
      ]),
    ).toEqual([
      { currency: 'EUR', invoicedCents: 20_000, paidCents: 5_000, balanceCents: 15_000 },
      { currency: 'USD', invoicedCents: 18_000, paidCents: 6_000, balanceCents: 12_000 },
    ]);
  });

  it('leaves a cancelled invoice out of what was invoiced and what is due', () => {
    expect(
      statementOfAccount([invoice('cancelled', 'USD', 9_000, 0), invoice('sent', 'USD', 1_000, 0)]),
    ).toEqual([{ currency: 'USD', invoicedCents: 1_000, paidCents: 0, balanceCents: 1_000 }]);
  });

  it('is empty without invoices', () => {
    expect(statementOfAccount([])).toEqual([]);
  });
});

describe('isPayable', () => {
  it('only a sent or overdue invoice with a balance can be paid', () => {
    expect(isPayable(invoice('sent', 'USD', 100, 0))).toBe(true);
    expect(isPayable(invoice('overdue', 'USD', 100, 40))).toBe(true);
    expect(isPayable(invoice('paid', 'USD', 100, 100))).toBe(false);
    expect(isPayable(invoice('cancelled', 'USD', 100, 0))).toBe(false);
    expect(isPayable(invoice('sent', 'USD', 100, 100))).toBe(false);
  });
});

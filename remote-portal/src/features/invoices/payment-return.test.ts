import { describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_REFETCH_MS, paymentReturnOf } from './payment-return';

describe('paymentReturnOf', () => {
  it.each([
    ['?payment=success', 'success'],
    ['?payment=cancelled', 'cancelled'],
    ['?payment=paid', null],
    ['?payment=', null],
    ['', null],
    ['?tab=payments', null],
  ])('%j → %s', (search, outcome) => {
    expect(paymentReturnOf(new URLSearchParams(search))).toBe(outcome);
  });

  it('reads the invoice again at once and for a while after a success', () => {
    expect(PAYMENT_RETURN_REFETCH_MS[0]).toBe(0);
    expect(PAYMENT_RETURN_REFETCH_MS.at(-1)).toBeGreaterThanOrEqual(15_000);
  });
});

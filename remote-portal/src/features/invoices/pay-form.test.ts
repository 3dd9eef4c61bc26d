import { cardSchema } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  checkPayForm,
  expiryYear,
  formatCardNumber,
  initialPayValues,
  payServerErrors,
  toPayRequest,
} from './pay-form';

const NOW = new Date('2026-11-25T12:00:00Z');
const good = {
  ...initialPayValues('100.00'),
  number: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
};

describe('formatCardNumber', () => {
  it('groups the digits by four as they are typed, dropping anything else', () => {
    expect(formatCardNumber('42424242')).toBe('4242 4242');
    expect(formatCardNumber('4000-0000 00000002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242a')).toBe('4242');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('expiryYear', () => {
  it('reads two digits as this century and keeps four', () => {
    expect(expiryYear('28')).toBe(2028);
    expect(expiryYear('2031')).toBe(2031);
    expect(expiryYear('203')).toBeNull();
  });
});

describe('checkPayForm', () => {
  it('accepts a valid card and an amount up to the balance', () => {
    expect(checkPayForm(good, 10_000, NOW)).toEqual({});
    expect(checkPayForm({ ...good, amount: '40' }, 10_000, NOW)).toEqual({});
  });

  it('marks each card field as the server would', () => {
    expect(checkPayForm({ ...good, number: '' }, 10_000, NOW)['card.number']).toBe(
      'numberRequired',
    );
    expect(checkPayForm({ ...good, number: '4242' }, 10_000, NOW)['card.number']).toBe(
      'numberDigits',
    );
    expect(checkPayForm({ ...good, number: '4242 4242 4242 4241' }, 10_000, NOW)).toEqual({
      'card.number': 'numberInvalid',
    });
    expect(checkPayForm({ ...good, expMonth: '13' }, 10_000, NOW)['card.exp_month']).toBe(
      'monthRange',
    );
    expect(checkPayForm({ ...good, expYear: 'x' }, 10_000, NOW)['card.exp_year']).toBe('yearRange');
    expect(checkPayForm({ ...good, cvc: '12' }, 10_000, NOW)['card.cvc']).toBe('cvc');
  });

  it('refuses a card that expired before this month, not one expiring this month', () => {
    expect(
      checkPayForm({ ...good, expMonth: '10', expYear: '2026' }, 10_000, NOW)['card.exp_month'],
    ).toBe('expired');
    expect(checkPayForm({ ...good, expMonth: '11', expYear: '26' }, 10_000, NOW)).toEqual({});
  });

  it('refuses an amount that is not money, nothing, or more than the balance', () => {
    expect(checkPayForm({ ...good, amount: 'abc' }, 10_000, NOW).amount).toBe('amountInvalid');
    expect(checkPayForm({ ...good, amount: '0' }, 10_000, NOW).amount).toBe('amountInvalid');
    expect(checkPayForm({ ...good, amount: '100.01' }, 10_000, NOW).amount).toBe(
      'amountOverBalance',
    );
  });

  it("agrees with the contract's cardSchema on every card", () => {
    const cards = [
      good,
      { ...good, number: '4000 0000 0000 0002' },
      { ...good, number: '4000000000000003' },
      { ...good, number: '1234 5678' },
      { ...good, expMonth: '1', expYear: '2026' },
      { ...good, expMonth: '11', expYear: '2026' },
      { ...good, cvc: '12345' },
    ];
    for (const card of cards) {
      const request = toPayRequest('i1', card, 10_000);
      const serverAccepts = cardSchema(() => NOW).safeParse(request.card).success;
      expect(Object.keys(checkPayForm(card, 10_000, NOW)).length === 0).toBe(serverAccepts);
    }
  });
});

describe('toPayRequest', () => {
  it('leaves the amount out when it is the balance, so the server pays the balance', () => {
    expect(toPayRequest('i1', good, 10_000)).toEqual({
      id: 'i1',
      provider: 'test',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  });

  it('sends a different amount in whole cents', () => {
    expect(toPayRequest('i1', { ...good, amount: '40,50' }, 10_000).amount).toBe(4_050);
  });
});

describe('payServerErrors', () => {
  it("shows the server's field messages as worded, a refusal of the card on its number", () => {
    expect(
      payServerErrors({
        amount: 'Réglez la totalité du solde, soit 100,00\u00a0$US.',
        card: 'Obligatoire.',
      }),
    ).toEqual({
      amount: 'Réglez la totalité du solde, soit 100,00\u00a0$US.',
      'card.number': 'Obligatoire.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { moneyFormatter } from './money-format';

describe('moneyFormatter', () => {
  it('formats an amount in its currency and the reader’s language', () => {
    const money = moneyFormatter('en');
    expect(money(1234.5, 'USD')).toBe('$1,234.50');
    expect(money(1234.5, 'EUR')).toBe('€1,234.50');
    expect(moneyFormatter('fr')(1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('rounds to the decimals asked for', () => {
    expect(moneyFormatter('en')(20000, 'USD', 0)).toBe('$20,000');
  });
});

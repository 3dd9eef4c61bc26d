import { describe, expect, it } from 'vitest';
import { isBicOrRouting, isValidIban, looksLikeIban, paymentReference } from './bank-details';

describe('bank details', () => {
  it('checks an IBAN by its mod-97 digits, spaces allowed', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(looksLikeIban('FR76 3000')).toBe(true);
    expect(looksLikeIban('12345678')).toBe(false);
  });

  it('takes a BIC of 8 or 11 characters or a 9-digit routing number', () => {
    expect(isBicOrRouting('BNPAFRPP')).toBe(true);
    expect(isBicOrRouting('BNPAFRPPXXX')).toBe(true);
    expect(isBicOrRouting('021000021')).toBe(true);
    expect(isBicOrRouting('BNPA')).toBe(false);
  });

  it('puts the invoice number in the reference', () => {
    expect(paymentReference('Invoice {number}', 'INV-2026-0001')).toBe('Invoice INV-2026-0001');
  });
});

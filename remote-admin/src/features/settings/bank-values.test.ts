import { describe, expect, it } from 'vitest';
import { bankChanges, referencePreview, validateBank } from './bank-values';

const values = {
  bank_account_holder: 'Atelier Studio',
  bank_account_number: 'FR76 3000 6000 0112 3456 7890 189',
  bank_bic: 'AGRIFRPP',
  payment_reference: 'Invoice {number}',
};

describe('the bank details form', () => {
  it('accepts a valid IBAN and BIC, and removes emptied fields', () => {
    expect(validateBank(values)).toEqual({});
    expect(bankChanges({ ...values, bank_bic: ' ' })).toMatchObject({ bank_bic: null });
  });

  it('says which field is wrong', () => {
    expect(
      validateBank({
        ...values,
        bank_account_number: 'FR76 3000 6000 0112 3456 7890 188',
        bank_bic: 'AGRI',
        payment_reference: 'Invoice',
      }),
    ).toEqual({
      bank_account_number: { code: 'iban' },
      bank_bic: { code: 'bic' },
      payment_reference: { code: 'reference' },
    });
  });

  it('previews the reference of an invoice', () => {
    expect(referencePreview(values, 'INV-2026-0001')).toBe('Invoice INV-2026-0001');
  });
});

import { describe, expect, it } from 'vitest';
import { invoicingChanges, invoicingServerErrors, validateInvoicing } from './invoicing-values';

const values = {
  payment_terms_days: '14',
  default_tax_rate: '5,5',
  number_pattern: 'F-{YYYY}-{SEQ:3}',
  reminders_enabled: true,
  allow_partial_payments: false,
};

describe('the invoicing defaults form', () => {
  it('sends the tax rate typed as a percentage in basis points', () => {
    expect(invoicingChanges(values)).toEqual({
      payment_terms_days: 14,
      default_tax_rate_bp: 550,
      number_pattern: 'F-{YYYY}-{SEQ:3}',
      reminders_enabled: true,
      allow_partial_payments: false,
    });
    expect(validateInvoicing(values)).toEqual({});
  });

  it('marks each wrong field with its own problem', () => {
    expect(
      validateInvoicing({
        ...values,
        payment_terms_days: '1.5',
        default_tax_rate: '101',
        number_pattern: 'INV',
      }),
    ).toEqual({
      payment_terms_days: { code: 'days' },
      default_tax_rate: { code: 'rate' },
      number_pattern: { code: 'pattern' },
    });
    expect(validateInvoicing({ ...values, default_tax_rate: '12.345' })).toEqual({
      default_tax_rate: { code: 'rate' },
    });
  });

  it("puts the server's tax rate message on the field the form shows", () => {
    expect(
      invoicingServerErrors({ default_tax_rate_bp: 'Too high', number_pattern: 'No' }),
    ).toEqual({ default_tax_rate: 'Too high', number_pattern: 'No' });
  });
});

import type { AdminSettings } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { agencyChanges, agencyToValues, validateAgency } from './agency-values';

const settings: AdminSettings = {
  agency: {
    name: 'Atelier Demo Studio',
    email: 'hello@atelier.example',
    phone: '+33 1 23 45 67 89',
    address: '12 rue des Arts\n75003 Paris',
    logo_url: null,
    logo_alt: null,
    logo_path: null,
    logo_image_id: null,
    tax_id: 'FR12345678901',
    currency: 'EUR',
    time_zone: 'Europe/Paris',
    default_language: 'en',
  },
  invoicing: {
    payment_terms_days: 30,
    default_tax_rate_bp: 2000,
    number_pattern: 'INV-{YYYY}-{SEQ:4}',
    reminders_enabled: true,
    allow_partial_payments: false,
    bank_account_holder: 'Atelier Studio SAS',
    bank_account_number: 'FR76 3000 6000 0112 3456 7890 189',
    bank_bic: 'AGRIFRPP',
    payment_reference: '{number}',
  },
  updated_at: '2026-01-15T09:30:00.000Z',
  updated_by: { id: 'demo-owner', name: 'Olivia Owner' },
};

describe('the agency form', () => {
  it('sends every field, an emptied e-mail as null', () => {
    const values = { ...agencyToValues(settings), email: ' ', phone: '' };
    expect(agencyChanges(values)).toMatchObject({ email: null, phone: '', currency: 'EUR' });
    expect(validateAgency(values)).toEqual({});
  });

  it('refuses "abc" as a phone number, as the server does', () => {
    expect(validateAgency({ ...agencyToValues(settings), phone: 'abc' })).toEqual({
      phone: { code: 'phone' },
    });
  });

  it("checks the fields with the server's rules", () => {
    const values = {
      ...agencyToValues(settings),
      name: ' ',
      email: 'nope',
      phone: 'a\nb',
      time_zone: 'Mars/Olympus',
    };
    expect(validateAgency(values)).toEqual({
      name: { code: 'required' },
      email: { code: 'email' },
      phone: { code: 'characters' },
      time_zone: { code: 'characters' },
    });
  });
});

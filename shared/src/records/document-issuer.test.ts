import { describe, expect, it } from 'vitest';
import { documentIssuer, type IssuerSettings } from './document-issuer';

const agency: IssuerSettings = {
  name: 'Northwind Studio',
  address: '48 Harbor Street\r\n\n  Portland, OR 97209 ',
  email: 'hello@northwind.test',
  phone: '+1 555 0142',
  tax_id: 'FR12345678901',
  logo_url: '/storage/v1/object/public/media/logo1/logo-400.png',
  logo_alt: { en: 'Northwind, studio', fr: '' },
};
const taxId = (id: string) => `Tax ID: ${id}`;

describe('documentIssuer', () => {
  it('lists the address by line, e-mail, phone and the labelled tax id, and names the logo', () => {
    expect(documentIssuer(agency, 'en', taxId)).toEqual({
      name: 'Northwind Studio',
      lines: [
        '48 Harbor Street',
        'Portland, OR 97209',
        'hello@northwind.test',
        '+1 555 0142',
        'Tax ID: FR12345678901',
      ],
      logo: { url: agency.logo_url, alt: 'Northwind, studio' },
    });
  });

  it('leaves out what is not set (the public part has no tax id); an unnamed logo is the name', () => {
    const issuer = documentIssuer(
      { ...agency, address: null, phone: null, tax_id: undefined, logo_alt: null },
      'fr',
      taxId,
    );
    expect(issuer.lines).toEqual(['hello@northwind.test']);
    expect(issuer.logo).toEqual({ url: agency.logo_url, alt: 'Northwind Studio' });
    expect(documentIssuer({ ...agency, logo_url: null }, 'fr', taxId).logo).toBeNull();
  });

  it("names the logo in the reader's language, the other one when it is missing", () => {
    const alt = { en: 'Northwind, studio', fr: 'Northwind, le studio' };
    expect(documentIssuer({ ...agency, logo_alt: alt }, 'fr-CA', taxId).logo?.alt).toBe(
      'Northwind, le studio',
    );
    expect(documentIssuer(agency, 'fr', taxId).logo?.alt).toBe('Northwind, studio');
  });
});

import { setRuntimeConfig } from '@atelier/shared';
import { documentIssuer } from '@atelier/shared/records';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicePdfModel } from '../invoices/invoice-pdf';
import { IssuerBlock } from './IssuerBlock';

/** The public part of get_settings, as a client's portal reads it (the tax id comes with the answer). */
const publicAgency = {
  name: 'Northwind Studio',
  email: 'hello@northwind.test',
  phone: '+1 555 0142',
  address: '48 Harbor Street\nPortland, OR 97209',
  logo_url: '/storage/v1/object/public/media/logo1/logo-400.png',
  logo_alt: { en: 'Northwind, studio', fr: 'Northwind, le studio' },
};
const issuer = documentIssuer(publicAgency, 'fr', (id) => `N° TVA : ${id}`);

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

describe("the portal's documents: issued by the agency in Settings", () => {
  it('shows the logo named in the reader’s language, the name, address, e-mail and phone', () => {
    const html = renderToStaticMarkup(<IssuerBlock issuer={issuer} />);
    expect(html).toMatch(
      /<img [^>]*src="http:\/\/api\.test\/storage\/v1\/object\/public\/media\/logo1\/logo-400\.png" alt="Northwind, le studio"/,
    );
    for (const line of [
      'Northwind Studio',
      '48 Harbor Street',
      'Portland, OR 97209',
      'hello@northwind.test',
      '+1 555 0142',
    ]) {
      expect(html).toContain(`>${line}<`);
    }
  });

  it("adds the tax id the portal's invoice answer names", () => {
    const withTaxId = documentIssuer(
      { ...publicAgency, tax_id: 'FR40123456789' },
      'fr',
      (id) => `N° TVA : ${id}`,
    );
    expect(renderToStaticMarkup(<IssuerBlock issuer={withTaxId} />)).toContain(
      '>N° TVA : FR40123456789<',
    );
  });

  it('prints the same in the invoice PDF, the logo read from the API', () => {
    const t = ((key: string) => key) as unknown as Parameters<typeof invoicePdfModel>[2];
    const format = { language: 'fr', money: String, day: (date: string) => date };
    const invoice = {
      number: 'INV-1',
      status: 'sent',
      currency: 'EUR',
      issue_date: null,
      due_date: '2026-12-01',
      items: [],
      projects: null,
      clients: { name: 'Jane', company: null, address: null, email: 'j@x.test', tax_id: null },
      notes: null,
    } as unknown as Parameters<typeof invoicePdfModel>[0];
    const model = invoicePdfModel(invoice, issuer, t, format);
    expect(model.agency).toBe('Northwind Studio');
    expect(model.agencyLines).toEqual(issuer.lines);
    expect(model.logo).toEqual({ url: publicAgency.logo_url, origin: 'http://api.test' });
  });
});

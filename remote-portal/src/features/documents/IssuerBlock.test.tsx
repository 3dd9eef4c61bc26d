import { setRuntimeConfig } from '@atelier/shared';
import { documentIssuer } from '@atelier/shared/records';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
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
});

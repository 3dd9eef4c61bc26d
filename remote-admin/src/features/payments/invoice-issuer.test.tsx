import { type Invoice, setRuntimeConfig } from '@atelier/shared';
import type { Agency } from '@atelier/shared/contract';
import { documentIssuer } from '@atelier/shared/records';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../common/render-in-language';
import { InvoiceDocument } from './InvoiceDocument';

const agency: Agency = {
  name: 'Northwind Studio',
  email: 'billing@northwind.test',
  phone: '+1 555 0142',
  address: '48 Harbor Street\nPortland, OR 97209',
  logo_url: '/storage/v1/object/public/media/logo1/logo-400.png',
  logo_alt: { en: 'Northwind, studio', fr: 'Northwind, le studio' },
  tax_id: 'US-99-1234567',
  currency: 'USD',
  time_zone: 'UTC',
  default_language: 'en',
  logo_path: null,
  logo_image_id: 'logo1',
};

const invoice = {
  id: 'i1',
  number: 'INV-2026-0007',
  status: 'sent',
  currency: 'USD',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  paid_at: null,
  cancelled_at: null,
  items: [],
  subtotal_cents: 0,
  discount_cents: 0,
  tax_rate_bp: 0,
  tax_cents: 0,
  total_cents: 0,
  amount_paid_cents: 0,
  balance_cents: 0,
  notes: null,
  projects: null,
  clients: { name: 'Jane Cooper', company: null, email: 'jane@example.com', address: null },
} as unknown as Invoice;

const issuerIn = (language: 'en' | 'fr') =>
  documentIssuer(agency, language, (id) =>
    language === 'fr' ? `N° TVA : ${id}` : `Tax ID: ${id}`,
  );

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

describe("an invoice's issuer: the agency in Settings", () => {
  it('shows the logo, name, address, e-mail, phone and tax id on the document', async () => {
    const html = await renderInLanguage(
      createElement(InvoiceDocument, { invoice, issuer: issuerIn('fr') }),
      'fr',
    );
    expect(html).toContain(
      'src="http://api.test/storage/v1/object/public/media/logo1/logo-400.png"',
    );
    expect(html).toContain('alt="Northwind, le studio"');
    for (const line of [
      'Northwind Studio',
      '48 Harbor Street',
      'Portland, OR 97209',
      'billing@northwind.test',
      '+1 555 0142',
      'N° TVA : US-99-1234567',
    ]) {
      expect(html).toContain(`>${line}<`);
    }
    expect(html).not.toContain('>Atelier<');
  });

  it('keeps the title in place and shows no default name while Settings load', async () => {
    const html = await renderInLanguage(
      createElement(InvoiceDocument, { invoice, issuer: null }),
      'en',
    );
    expect(html).not.toContain('Atelier');
    expect(html).toContain('INV-2026-0007');
  });
});

import { setRuntimeConfig } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { proposalPdfModel } from './proposal-pdf';

/** Echoes the key and its values, so the test reads which words each place asks for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'portal'>;

const format = {
  language: 'en',
  money: (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`,
  day: (date: string) => date.slice(0, 10),
};

const proposal = {
  id: 'p1',
  title: 'Website redesign',
  status: 'sent',
  currency: 'EUR',
  summary: 'A new site.',
  sent_at: '2026-11-20T10:00:00Z',
  valid_until: '2026-12-20',
  clients: { name: 'Jane Cooper', company: 'Northwind Studio' },
  items: [
    {
      id: 'b',
      position: 2,
      description: 'Build',
      quantity: 1,
      unit_price_cents: 500000,
      amount_cents: 500000,
    },
    {
      id: 'a',
      position: 1,
      description: 'Design',
      quantity: 2,
      unit_price_cents: 100000,
      amount_cents: 200000,
    },
  ],
  subtotal_cents: 700000,
  discount_cents: 50000,
  tax_rate_bp: 2000,
  tax_cents: 130000,
  total_cents: 780000,
} as unknown as PortalProposal;

describe('the proposal as its PDF prints it', () => {
  const model = proposalPdfModel(proposal, { name: 'Atelier', lines: [], logo: null }, t, format);

  it('names the agency, the client and the dates', () => {
    expect(model.agency).toBe('Atelier');
    expect(model.recipient).toEqual(['Jane Cooper', 'Northwind Studio']);
    expect(model.meta.map((line) => line.value)).toEqual([
      '2026-11-20',
      '2026-12-20',
      'proposals.statuses.sent',
    ]);
  });

  it('lists the lines in their order, in the proposal currency', () => {
    expect(model.items.map((item) => item.description)).toEqual(['Design', 'Build']);
    expect(model.items[0]?.unitPrice).toBe('EUR 1000.00');
  });

  it('prints the totals as the page shows them, the total in bold', () => {
    expect(model.totals.map((line) => line.value)).toEqual([
      'EUR 7000.00',
      'EUR -500.00',
      'EUR 1300.00',
      'EUR 7800.00',
    ]);
    expect(model.totals[2]?.label).toContain('"rate":"20%"');
    expect(model.totals.at(-1)?.isStrong).toBe(true);
  });
});

describe("the proposal's cover in its PDF", () => {
  it('hands the cover and the API origin to the PDF, nothing without a cover', () => {
    setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
    const image = {
      id: 'img1',
      width: 1280,
      height: 640,
      alt: 'A studio',
      alt_text: { en: 'A studio', fr: 'Un atelier' },
      focal: { x: 0.5, y: 0.2 },
      src: '/m/img1/1280.jpg',
      sources: [{ type: 'image/jpeg' as const, srcset: '/m/img1/1280.jpg 1280w' }],
    };
    const covered = proposalPdfModel(
      { ...proposal, cover_image: image },
      { name: 'A', lines: [], logo: null },
      t,
      format,
    );
    expect(covered.cover).toEqual({ image, origin: 'http://api.test' });
    expect(
      proposalPdfModel(proposal, { name: 'A', lines: [], logo: null }, t, format).cover,
    ).toBeNull();
  });
});

import { type AppNotification, useNotificationBellStrings } from '@atelier/shared';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

const NS = 'portal';

/** The portal's words for a client's notification, as its bell renders them. */
function Texts({ items }: { items: AppNotification[] }) {
  const strings = useNotificationBellStrings(NS);
  return createElement(
    'ul',
    null,
    items.map((item) => {
      const text = strings.text(item);
      return createElement('li', { key: item.id }, `${text.title} / ${text.message}`);
    }),
  );
}

async function render(items: AppNotification[]): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'en',
    ns: [NS],
    defaultNS: NS,
    resources: { en: { [NS]: en }, fr: { [NS]: fr } },
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(Texts, { items })),
  );
  return html.replace(/[\u00a0\u202f]/g, ' ');
}

const base = {
  type: 'success',
  timestamp: '2026-11-22T10:00:00.000Z',
  read: false,
  actionUrl: '/client-portal',
  created_at: '2026-11-22T10:00:00.000Z',
} as const;

describe("the portal's notifications in French", () => {
  it('words a part payment and a sent proposal with French money and dates', async () => {
    const html = await render([
      {
        ...base,
        id: 'a',
        title: 'Payment received: $400.00',
        message: 'Invoice INV-7 · $600.00 still due',
        message_key: 'payment_received_partial',
        params: {
          amount: { money: 40_000, currency: 'USD' },
          number: 'INV-7',
          balance: { money: 60_000, currency: 'USD' },
        },
      },
      {
        ...base,
        id: 'b',
        title: 'New proposal: Logo',
        message: '€1,234.50 · valid until 2026-12-31',
        message_key: 'proposal_sent',
        params: {
          title: 'Logo',
          total: { money: 123_450, currency: 'EUR' },
          valid_until: { date: '2026-12-31' },
        },
      },
    ]);
    expect(html).toContain('Paiement reçu : 400,00 $US / Facture INV-7 · 600,00 $US restant dus');
    expect(html).toContain(
      'Nouvelle proposition : Logo / 1 234,50 € · valable jusqu’au 31 décembre 2026',
    );
  });
});

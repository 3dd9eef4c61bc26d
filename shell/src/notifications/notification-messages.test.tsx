import { type AppNotification, useNotificationBellStrings } from '@atelier/shared';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NotificationPanel } from '../../../shared/src/notifications/NotificationPanel';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';

const NS = 'shell';

async function i18nIn(language: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [NS],
    defaultNS: NS,
    resources: { en: { [NS]: en }, fr: { [NS]: fr } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const notification = (fields: Partial<AppNotification>): AppNotification => ({
  id: 'n1',
  title: 'Invoice overdue: INV-2026-014',
  message: 'Lumen Bakery · $2,500.00 due since 2026-11-16',
  type: 'error',
  timestamp: '2026-11-22T10:00:00.000Z',
  read: true,
  actionUrl: '/admin/payments',
  created_at: '2026-11-22T10:00:00.000Z',
  message_key: 'invoice_overdue',
  params: {
    number: 'INV-2026-014',
    client: 'Lumen Bakery',
    balance: { money: 250_000, currency: 'EUR' },
    due_date: { date: '2026-11-16' },
  },
  ...fields,
});

function Panel({ items }: { items: AppNotification[] }) {
  const strings = useNotificationBellStrings(NS);
  return createElement(NotificationPanel, {
    id: 'panel',
    strings,
    notifications: items,
    unread: 0,
    isLoading: false,
    hasError: false,
    onOpen: () => undefined,
    onMarkAllRead: () => undefined,
  });
}

async function render(language: 'en' | 'fr', items: AppNotification[]): Promise<string> {
  const i18n = await i18nIn(language);
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(Panel, { items })),
  );
  // Intl separates French thousands and "€" with (narrow) no-break spaces.
  return html.replace(/[\u00a0\u202f]/g, ' ');
}

describe("the bell's notifications in the reader's language", () => {
  it('words a keyed notification in French, with French money and dates', async () => {
    const html = await render('fr', [notification({})]);
    expect(html).toContain('Facture en retard : INV-2026-014');
    expect(html).toContain('Lumen Bakery · 2 500,00 € dus depuis le 16 novembre 2026');
    expect(html).not.toContain('Invoice overdue');
  });

  it('words the same notification in English from the key, not the stored text', async () => {
    const html = await render('en', [notification({ message: 'stored' })]);
    expect(html).toContain('Invoice overdue: INV-2026-014');
    expect(html).toContain('Lumen Bakery · €2,500.00 due since November 16, 2026');
  });

  it('drops an empty part with its separator (a lead without company)', async () => {
    const lead = notification({
      message_key: 'lead_new',
      params: {
        name: 'Sam Smith',
        grade: 'B',
        source: { term: 'lead_source.manual' },
        company: '',
      },
    });
    const html = await render('fr', [lead]);
    expect(html).toContain('Nouveau prospect : Sam Smith');
    expect(html).toMatch(/Note B · saisi par l’agence<\/span>/);
  });

  it('falls back to the stored text for an old row or an unknown key', async () => {
    const old = notification({ id: 'old', message_key: null, params: null, title: 'Old title' });
    const unknown = notification({ id: 'new', message_key: 'from_the_future', title: 'Future' });
    const html = await render('fr', [old, unknown]);
    expect(html).toContain('Old title');
    expect(html).toContain('Future');
    expect(html).toContain('Lumen Bakery · $2,500.00 due since 2026-11-16');
  });
});

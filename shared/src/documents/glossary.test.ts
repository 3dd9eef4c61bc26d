import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colon, frenchOf, frenchSpacing, NNBSP } from './french';
import {
  DOCUMENT_GLOSSARY,
  type DocumentLanguage,
  type DocumentWord,
  documentDay,
  documentWord,
  evidenceTime,
} from './glossary';

const root = new URL('../../../', import.meta.url);
const locale = (file: string, language: DocumentLanguage): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(file.replace('{lng}', language), root), 'utf8'));

const at = (tree: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

/**
 * Where the admin's and the portal's views of a document print a word of the glossary: the
 * same word as the PDF. A word ending in "(" opens a rated label ("Tax (20%)", "TVA (20 %)").
 */
const VIEWS: Record<string, Record<string, DocumentWord | `${DocumentWord} (`>> = {
  'remote-admin/src/locales/{lng}.json': {
    'lineItems.columns.description': 'description',
    'lineItems.columns.quantity': 'quantity',
    'lineItems.columns.unitPrice': 'unitPrice',
    'lineItems.columns.amount': 'amount',
    'lineItems.subtotal': 'subtotal',
    'lineItems.tax': 'tax',
    'lineItems.taxWithRate': 'taxWithRate',
    'lineItems.total': 'total',
    'invoices.document.title': 'invoice',
    'invoices.document.issued': 'issued',
    'invoices.document.billTo': 'billTo',
    'invoices.document.taxId': 'taxId',
    'invoices.document.paid': 'paid',
    'invoices.document.credited': 'credited',
    'invoices.document.balance': 'balance',
  },
  'remote-portal/src/features/invoices/locales/{lng}.json': {
    'document.label': 'invoice',
    'document.taxId': 'taxId',
    'document.issued': 'issued',
    'document.due': 'dueDate',
    'document.project': 'project',
    'document.billedTo': 'billTo',
    'document.description': 'description',
    'document.quantity': 'quantity',
    'document.unitPrice': 'unitPrice',
    'document.amount': 'amount',
    'document.subtotal': 'subtotal',
    'document.discount': 'discount',
    'document.tax': 'tax (',
    'document.total': 'total',
    'document.paid': 'paid',
    'document.credited': 'credited',
    'document.balance': 'balance',
    'document.notes': 'notes',
  },
  'remote-portal/src/features/proposals/locales/{lng}.json': {
    'detail.summary': 'summary',
    'detail.description': 'description',
    'detail.quantity': 'quantity',
    'detail.unitPrice': 'unitPrice',
    'detail.amount': 'amount',
    'detail.subtotal': 'subtotal',
    'detail.discount': 'discount',
    'detail.tax': 'taxWithRate',
    'detail.total': 'total',
  },
};

describe('the document glossary', () => {
  it.each(['en', 'fr'] as const)(
    'is the one wording of the admin’s and the portal’s document views (%s)',
    (language) => {
      const differences = Object.entries(VIEWS).flatMap(([file, keys]) =>
        Object.entries(keys).flatMap(([key, entry]) => {
          const value = at(locale(file, language), key);
          const opens = entry.endsWith(' (');
          const word = (opens ? entry.slice(0, -2) : entry) as DocumentWord;
          const expected: string = DOCUMENT_GLOSSARY[language][word];
          const same =
            typeof value === 'string' &&
            (opens ? value.startsWith(`${expected} (`) : value === expected);
          return same
            ? []
            : [`${file} ${key}: ${JSON.stringify(value)} ≠ ${JSON.stringify(expected)}`];
        }),
      );
      expect(differences).toEqual([]);
    },
  );

  it('has the same words in each language, filled from values', () => {
    expect(Object.keys(DOCUMENT_GLOSSARY.fr).sort()).toEqual(
      Object.keys(DOCUMENT_GLOSSARY.en).sort(),
    );
    expect(documentWord('fr', 'page', { page: 1, count: 2 })).toBe('Page 1 sur 2');
    expect(documentWord('en', 'taxWithRate', { rate: '20%' })).toBe('Tax (20%)');
  });
});

describe('French typography', () => {
  it('puts a narrow no-break space before double punctuation and elides before a vowel', () => {
    expect(colon('fr', 'Échéance')).toBe(`Échéance${NNBSP}:`);
    expect(colon('en', 'Due')).toBe('Due:');
    expect(frenchSpacing('Échéance: 28 décembre ; payée ? oui ! « Atelier » à 14:05')).toBe(
      `Échéance${NNBSP}: 28 décembre${NNBSP}; payée${NNBSP}? oui${NNBSP}! «${NNBSP}Atelier${NNBSP}» à 14:05`,
    );
    expect(frenchSpacing('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(frenchOf('Atelier')).toBe('d’Atelier');
    expect(frenchOf('Élan')).toBe('d’Élan');
    expect(frenchOf('Marie')).toBe('de Marie');
    expect(frenchOf('Hôtel Bleu')).toBe('de Hôtel Bleu');
  });
});

describe('times on documents', () => {
  const at = '2026-11-21T08:15:02.000Z';
  /** Intl's (narrow) no-break spaces as plain ones, to compare with a typed sentence. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('are written by Intl in the document’s language, the time zone named in it', () => {
    expect(plain(evidenceTime(at, 'fr'))).toBe('21 novembre 2026 à 08:15:02 UTC');
    expect(plain(evidenceTime(at, 'en'))).toBe('November 21, 2026 at 08:15:02 AM UTC');
    expect(evidenceTime(at, 'en')).not.toMatch(/\d{4}-\d{2}-\d{2}T|\(UTC\)/);
  });

  it('write a day out, in UTC, in either language', () => {
    expect(documentDay('2026-11-20T23:30:00.000Z', 'fr')).toBe('20 novembre 2026');
    expect(documentDay(new Date('2026-11-20T09:30:00.000Z'), 'en')).toBe('November 20, 2026');
  });
});

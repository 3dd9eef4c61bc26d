import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colon, frenchOf, frenchSpacing, NNBSP } from './french';
import {
  DOCUMENT_GLOSSARY,
  type DocumentLanguage,
  type DocumentWord,
  documentWord,
} from './glossary';

const root = new URL('../../../', import.meta.url);
const locale = (file: string, language: DocumentLanguage): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(file.replace('{lng}', language), root), 'utf8'));

const at = (tree: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

/**
 * Where the admin's and the portal's views of a document print a word of the glossary: the
 * same word as the PDF (`tax` opens the rated "Tax (20%)" / "TVA (20 %)" labels).
 */
const VIEWS: Array<{ file: string; key: string; word: DocumentWord; opens?: boolean }> = [
  {
    file: 'remote-admin/src/locales/{lng}.json',
    key: 'lineItems.columns.description',
    word: 'description',
  },
  {
    file: 'remote-admin/src/locales/{lng}.json',
    key: 'lineItems.columns.quantity',
    word: 'quantity',
  },
  {
    file: 'remote-admin/src/locales/{lng}.json',
    key: 'lineItems.columns.unitPrice',
    word: 'unitPrice',
  },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'lineItems.columns.amount', word: 'amount' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'lineItems.subtotal', word: 'subtotal' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'lineItems.tax', word: 'tax' },
  {
    file: 'remote-admin/src/locales/{lng}.json',
    key: 'lineItems.taxWithRate',
    word: 'taxWithRate',
  },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'lineItems.total', word: 'total' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'invoices.document.title', word: 'invoice' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'invoices.document.issued', word: 'issued' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'invoices.document.billTo', word: 'billTo' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'invoices.document.taxId', word: 'taxId' },
  { file: 'remote-admin/src/locales/{lng}.json', key: 'invoices.document.paid', word: 'paid' },
  {
    file: 'remote-admin/src/locales/{lng}.json',
    key: 'invoices.document.credited',
    word: 'credited',
  },
  {
    file: 'remote-admin/src/locales/{lng}.json',
    key: 'invoices.document.balance',
    word: 'balance',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.label',
    word: 'invoice',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.taxId',
    word: 'taxId',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.issued',
    word: 'issued',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.due',
    word: 'dueDate',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.project',
    word: 'project',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.billedTo',
    word: 'billTo',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.description',
    word: 'description',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.quantity',
    word: 'quantity',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.unitPrice',
    word: 'unitPrice',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.amount',
    word: 'amount',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.subtotal',
    word: 'subtotal',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.discount',
    word: 'discount',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.tax',
    word: 'tax',
    opens: true,
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.total',
    word: 'total',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.paid',
    word: 'paid',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.credited',
    word: 'credited',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.balance',
    word: 'balance',
  },
  {
    file: 'remote-portal/src/features/invoices/locales/{lng}.json',
    key: 'document.notes',
    word: 'notes',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.summary',
    word: 'summary',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.description',
    word: 'description',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.quantity',
    word: 'quantity',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.unitPrice',
    word: 'unitPrice',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.amount',
    word: 'amount',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.subtotal',
    word: 'subtotal',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.discount',
    word: 'discount',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.tax',
    word: 'taxWithRate',
  },
  {
    file: 'remote-portal/src/features/proposals/locales/{lng}.json',
    key: 'detail.total',
    word: 'total',
  },
];

describe('the document glossary', () => {
  it.each(['en', 'fr'] as const)(
    'is the one wording of the admin’s and the portal’s document views (%s)',
    (language) => {
      const differences = VIEWS.flatMap(({ file, key, word, opens }) => {
        const value = at(locale(file, language), key);
        const expected: string = DOCUMENT_GLOSSARY[language][word];
        const same =
          typeof value === 'string' &&
          (opens ? value.startsWith(`${expected} (`) : value === expected);
        return same
          ? []
          : [`${file} ${key}: ${JSON.stringify(value)} ≠ ${JSON.stringify(expected)}`];
      });
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

import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFPage, PDFRawStream, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildDocumentPdf, type PdfDocumentModel, slugify } from './document-pdf';

/** Windows-1252's 0x80–0x9F (Node's small ICU decodes them as Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

/** The strings a page shows: pdf-lib writes them as hex strings (WinAnsi) in flate streams. */
function pageText(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const shown: string[] = [];
  for (const ref of refs) {
    const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
    if (!(stream instanceof PDFRawStream)) continue;
    const bytes = inflateSync(stream.getContents()).toString('latin1');
    for (const match of bytes.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(decodeWinAnsi(Buffer.from(match[1] ?? '', 'hex')));
    }
  }
  return shown.join('\n');
}

const model = (items: number, overrides: Partial<PdfDocumentModel> = {}): PdfDocumentModel => ({
  agency: 'Atelier',
  title: 'Invoice',
  reference: 'INV-2026-0001',
  meta: [
    { label: 'Issued', value: '20 nov. 2026' },
    { label: 'Due', value: '20 déc. 2026' },
  ],
  recipientTitle: 'Bill to',
  recipient: ['Jane Doe', 'Studio', '1 rue de la Paix\n75002 Paris', 'Tax ID FR123'],
  intro: null,
  columns: {
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
  },
  items: Array.from({ length: items }, (_, index) => ({
    description: `Line ${index + 1}: design and build of a page with a fairly long description that wraps`,
    quantity: '2',
    unitPrice: '1\u202f200,00\u00a0€',
    amount: '2\u202f400,00\u00a0€',
  })),
  totals: [
    { label: 'Subtotal', value: '2 400,00 €' },
    { label: 'Total', value: '2 880,00 €', isStrong: true },
  ],
  notes: { title: 'Notes', text: 'Thank you — payment by bank transfer “within 30 days”.' },
  pageLabel: (page, count) => `Page ${page} of ${count}`,
  documentTitle: 'INV-2026-0001',
  ...overrides,
});

describe('document PDF', () => {
  it('is a one-page PDF with the header, recipient, items, totals and notes', async () => {
    const bytes = await buildDocumentPdf(model(3));
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('INV-2026-0001');
    const text = pageText(pdf, pdf.getPage(0));
    for (const expected of [
      'Atelier',
      'Invoice',
      'INV-2026-0001',
      'Due: 20 déc. 2026',
      'Jane Doe',
      '75002 Paris',
      'Line 3: design',
      // The narrow space of French amounts printed as a no-break space.
      '1\u00a0200,00\u00a0€',
      'Total',
      '“within 30 days”.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('runs onto more pages when the items overflow, numbering every page', async () => {
    const pdf = await PDFDocument.load(await buildDocumentPdf(model(60)));
    const count = pdf.getPageCount();
    expect(count).toBeGreaterThanOrEqual(3);
    const last = pageText(pdf, pdf.getPage(count - 1));
    expect(last).toContain(`Page ${count} of ${count}`);
    expect(last).toContain('Total');
    // The table header is repeated on the pages it continues onto.
    expect(pageText(pdf, pdf.getPage(1))).toContain('Unit price');
    const all = pdf
      .getPages()
      .map((page) => pageText(pdf, page))
      .join('\n');
    expect(all).toContain('Line 1: design');
    expect(all).toContain('Line 60: design');
  });

  it('prints text the font cannot encode instead of failing', async () => {
    const pdf = await PDFDocument.load(
      await buildDocumentPdf(model(1, { recipient: ['Łukasz Wiśniewski', '東京'] })),
    );
    const text = pageText(pdf, pdf.getPage(0));
    expect(text).toContain('Lukasz Wisniewski');
    expect(text).toContain('??');
  });

  it('prints a proposal summary and a long word without overflowing', async () => {
    const pdf = await PDFDocument.load(
      await buildDocumentPdf(
        model(1, {
          reference: null,
          intro: { title: 'Summary', text: `A ${'x'.repeat(300)} end` },
        }),
      ),
    );
    const text = pageText(pdf, pdf.getPage(0));
    expect(text).toContain('Summary');
    expect(text).toContain('end');
    expect(text).not.toContain('INV-2026-0001');
  });
});

describe('slugify', () => {
  it('makes a safe file name part from a title', () => {
    expect(slugify('Shop redesign – phase 2')).toBe('shop-redesign-phase-2');
    expect(slugify('Refonte du site « Été »')).toBe('refonte-du-site-ete');
    expect(slugify('日本')).toBe('document');
  });
});

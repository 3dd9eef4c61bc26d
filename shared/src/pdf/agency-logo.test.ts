import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocumentPdf, type PdfDocumentModel } from './document-pdf';
import { JPEG_64x16, pageContent, serve } from './pdf-test-kit';

const model: PdfDocumentModel = {
  agency: 'Northwind Studio',
  agencyLines: ['48 Harbor Street', 'Portland, OR 97209', 'hello@northwind.test', 'Tax ID: FR12'],
  logo: { url: '/storage/v1/object/public/media/logo1/logo-400.jpeg', origin: 'http://api.test/' },
  title: 'Invoice',
  reference: 'INV-2026-0001',
  meta: [{ label: 'Due', value: '20 Dec 2026' }],
  recipientTitle: 'Bill to',
  recipient: ['Jane Doe'],
  intro: null,
  columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit', amount: 'Amount' },
  items: [{ description: 'Design', quantity: '1', unitPrice: '100', amount: '100' }],
  totals: [{ label: 'Total', value: '100', isStrong: true }],
  notes: null,
  pageLabel: (page, count) => `Page ${page} of ${count}`,
  documentTitle: 'INV-2026-0001',
};

/** The first page's content operators, inflated. */
const firstPage = (pdf: PDFDocument) => pageContent(pdf, pdf.getPage(0));

/** The strings shown (pdf-lib writes them as hex strings). */
const shownText = (content: string) =>
  [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('\n');

/** Each image drawn: `[x, y, width, height]` to the hundredth. */
const drawnImages = (content: string) =>
  [
    ...content.matchAll(
      /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\s+(?:1 0 0 1 0 0 cm\s+)?([\d.]+) 0 0 ([\d.]+) 0 0 cm\s+(?:1 0 0 1 0 0 cm\s+)?\/Image/g,
    ),
  ].map((match) => match.slice(1, 5).map((value) => Math.round(Number(value) * 100) / 100));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the agency's issuer block in a document PDF", () => {
  it('draws the logo small at the top left, then the name and its details', async () => {
    const fetched = serve(JPEG_64x16);
    const pdf = await PDFDocument.load(await buildDocumentPdf(model));
    expect(fetched).toEqual(['http://api.test/storage/v1/object/public/media/logo1/logo-400.jpeg']);
    const content = firstPage(pdf);
    // 64 × 16 at twice its size (the cap) fits the 180 × 48 pt box: 128 × 32 under the margin.
    expect(drawnImages(content)).toEqual([[50, 759.89, 128, 32]]);
    const text = shownText(content);
    for (const expected of [
      'Northwind Studio',
      '48 Harbor Street',
      'Portland, OR 97209',
      'hello@northwind.test',
      'Tax ID: FR12',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.getAuthor()).toBe('Northwind Studio');
  });

  it('is a whole PDF without the logo when its file is gone, not a JPEG/PNG, or not set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const body of [404, Buffer.from('RIFF....WEBPVP8 ')]) {
      serve(body);
      const pdf = await PDFDocument.load(await buildDocumentPdf(model));
      expect(pdf.getPageCount()).toBe(1);
      expect(drawnImages(firstPage(pdf))).toEqual([]);
      expect(shownText(firstPage(pdf))).toContain('Northwind Studio');
    }
    expect(warn).toHaveBeenCalledTimes(2);
    const fetched = serve(JPEG_64x16);
    const without = await PDFDocument.load(await buildDocumentPdf({ ...model, logo: null }));
    expect(fetched).toEqual([]);
    expect(drawnImages(firstPage(without))).toEqual([]);
  });

  it('wraps a long agency name within its half of the header', async () => {
    serve(404);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = 'The Very Long Named Northwind Design and Engineering Studio of Portland';
    const pdf = await PDFDocument.load(await buildDocumentPdf({ ...model, agency: name }));
    const text = shownText(firstPage(pdf));
    expect(text).not.toContain(name);
    expect(text).toContain('The Very Long');
    expect(text).toContain('Portland');
  });
});

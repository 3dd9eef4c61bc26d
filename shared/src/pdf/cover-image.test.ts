import { PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfCover } from './cover-image';
import { pdfCoverVariant } from './cover-image';
import { buildDocumentPdf, type PdfDocumentModel } from './document-pdf';
import { JPEG_64x16, pageContent, serve } from './pdf-test-kit';

/** A 32 × 48 PNG made by sharp, as the library makes its variants. */
const PNG_32x48 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAwCAYAAABwrHhvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAWElEQVRYhe3YsRHAAAhC0QzBsJSOx1jZImleYe+dqPCfdPdnPRqIEZQIZw3PIYpTXM9o3vExJGHJypSOLT/BJKJZhdOJ5wdQBKIpSDWY7oDKQLUFq/eZDl5iJviXxlzSGwAAAABJRU5ErkJggg==',
  'base64',
);

const model: PdfDocumentModel = {
  agency: 'Atelier',
  title: 'Shop redesign',
  reference: null,
  meta: [{ label: 'Status', value: 'Sent' }],
  recipientTitle: 'Prepared for',
  recipient: ['Jane Doe'],
  intro: { title: 'Summary', text: 'A new shop.' },
  columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit', amount: 'Amount' },
  items: [{ description: 'Design', quantity: '1', unitPrice: '100', amount: '100' }],
  totals: [{ label: 'Total', value: '100', isStrong: true }],
  notes: null,
  pageLabel: (page, count) => `Page ${page} of ${count}`,
  documentTitle: 'Shop redesign',
};

const sources = (type: 'image/jpeg' | 'image/png', widths: number[]) => [
  { type: 'image/webp' as const, srcset: widths.map((w) => `/m/i/${w}.webp ${w}w`).join(', ') },
  {
    type,
    srcset: widths.map((w) => `/m/i/${w}.${type.slice(6)} ${w}w`).join(', '),
  },
];
const cover = (type: 'image/jpeg' | 'image/png', focal = { x: 0.5, y: 0.5 }): PdfCover => ({
  image: { sources: sources(type, [320, 640, 1280, 1920]), focal },
  origin: 'http://api.test/',
});

/** The image XObjects a page draws. */
function pageImages(page: PDFPage): string[] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return xObjects
    .keys()
    .filter((key) => {
      const object = xObjects.lookup(key);
      return (
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      );
    })
    .map((key) => key.asString());
}

/** Where each image is drawn (`x, y` of its lower left corner, its size), to the hundredth. */
function drawnImages(content: string) {
  const round = (value: string | undefined) => Math.round(Number(value) * 100) / 100;
  return [
    ...content.matchAll(
      /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\s+(?:1 0 0 1 0 0 cm\s+)?([\d.]+) 0 0 ([\d.]+) 0 0 cm\s+(?:1 0 0 1 0 0 cm\s+)?\/Image/g,
    ),
  ].map((match) => ({
    x: round(match[1]),
    y: round(match[2]),
    width: round(match[3]),
    height: round(match[4]),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the cover image in a document PDF', () => {
  it('draws the JPEG variant up to 1280 px across the top of the first page', async () => {
    const fetched = serve(JPEG_64x16);
    const pdf = await PDFDocument.load(
      await buildDocumentPdf({ ...model, cover: cover('image/jpeg') }),
    );
    expect(fetched).toEqual(['http://api.test/m/i/1280.jpeg']);
    expect(pageImages(pdf.getPage(0))).toHaveLength(1);
    const content = pageContent(pdf, pdf.getPage(0));
    // 4:1 fits the 2:1 band: the text width (495.28 pt) by a quarter of it below the top
    // margin (841.89 - 50), not clipped.
    expect(drawnImages(content)).toEqual([{ x: 50, y: 668.07, width: 495.28, height: 123.82 }]);
    expect(content).not.toMatch(/re\s+W\s+n/);
  });

  it('crops a portrait PNG to a 2:1 band around its focal point', async () => {
    serve(PNG_32x48);
    const bytes = await buildDocumentPdf({ ...model, cover: cover('image/png', { x: 0.5, y: 0 }) });
    const pdf = await PDFDocument.load(bytes);
    expect(pageImages(pdf.getPage(0))).toHaveLength(1);
    const content = pageContent(pdf, pdf.getPage(0));
    // Clipped to the 2:1 band under the top margin; the focal point at the top: the image's
    // top edge is the band's (48.97 + 742.92 = 791.89).
    expect(content).toMatch(/50 544\.25 495\.28 247\.64 re\s+W\s+n/);
    expect(drawnImages(content)).toEqual([{ x: 50, y: 48.97, width: 495.28, height: 742.92 }]);
  });

  it('draws no image without a cover, and still a whole PDF when the file is gone or damaged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const without = await PDFDocument.load(await buildDocumentPdf(model));
    expect(pageImages(without.getPage(0))).toEqual([]);

    for (const body of [404, Buffer.from('not an image'), PNG_32x48.subarray(0, 40)]) {
      serve(body);
      const pdf = await PDFDocument.load(
        await buildDocumentPdf({ ...model, cover: cover('image/png') }),
      );
      expect(pdf.getPageCount()).toBe(1);
      expect(pageImages(pdf.getPage(0))).toEqual([]);
      expect(pageContent(pdf, pdf.getPage(0))).toContain('Tj');
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('pdfCoverVariant', () => {
  it('takes the widest JPEG or PNG up to 1280 px, else the narrowest', () => {
    expect(pdfCoverVariant(sources('image/png', [320, 640, 960]))).toBe('/m/i/960.png');
    expect(pdfCoverVariant(sources('image/jpeg', [1600, 1920]))).toBe('/m/i/1600.jpeg');
    expect(pdfCoverVariant([{ type: 'image/avif', srcset: '/m/i/320.avif 320w' }])).toBeNull();
  });
});

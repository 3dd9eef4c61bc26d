import { PDFDocument } from 'pdf-lib';
import { pdfText } from './pdftotext.ts';

/**
 * Tests only: every page's text, in order, as a reader gets it (poppler's `pdftotext`, one
 * line of the page a line of text). The PDFs embed Unicode fonts, so this reads any script.
 */
export async function pagesText(source: PDFDocument | Uint8Array): Promise<string[]> {
  const bytes = source instanceof PDFDocument ? await source.save() : source;
  const count = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  const texts: string[] = [];
  for (let page = 1; page <= count; page += 1) {
    texts.push((await pdfText(bytes, ['-f', String(page), '-l', String(page)])).trimEnd());
  }
  return texts;
}

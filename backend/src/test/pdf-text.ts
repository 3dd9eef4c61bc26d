import { inflateSync } from 'node:zlib';
import { PDFArray, type PDFDocument, type PDFPage, PDFRawStream, PDFRef } from 'pdf-lib';

/** Windows-1252's 0x80–0x9F (Node's small ICU decodes them as Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

/**
 * The strings a page shows, one per drawn line, for tests: pdf-lib writes standard-font text
 * as hex strings (WinAnsi) in flate-compressed content streams.
 */
export function pageText(pdf: PDFDocument, page: PDFPage): string {
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

/** Every page's text, in order. */
export const pagesText = (pdf: PDFDocument): string[] =>
  pdf.getPages().map((page) => pageText(pdf, page));

import type { PDFDocument, PDFPage } from 'pdf-lib';
import { clampLines, drawable, type Fonts, INK, wrapText } from './layout';
import { embedSignaturePng } from './signature-image';
import type { PdfSignature } from './types';

const SCRIPT_SIZE = 28;

/** The box a signature is drawn into: its bottom-left corner and size, in points. */
export type SignatureBox = { x: number; y: number; width: number; height: number };

/**
 * One signature as its signer made it: the drawn PNG scaled into `box`, or the typed name in a
 * script-like face, shrunk until it fits the box's width on one line.
 */
export async function drawSignatureMark(
  pdf: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  signature: PdfSignature,
  box: SignatureBox,
): Promise<void> {
  if (signature.type === 'drawn') {
    const image = await embedSignaturePng(pdf, signature.value);
    const size = image.scaleToFit(box.width, box.height);
    page.drawImage(image, { x: box.x, y: box.y, width: size.width, height: size.height });
    return;
  }
  const text = drawable(signature.value, fonts.script).replace(/\s+/g, ' ').trim();
  let size = Math.min(SCRIPT_SIZE, box.height * 0.8);
  while (size > 10 && fonts.script.widthOfTextAtSize(text, size) > box.width) size -= 1;
  const [line] = clampLines(
    wrapText(text, fonts.script, size, box.width),
    1,
    fonts.script,
    size,
    box.width,
  );
  page.drawText(line ?? '', { x: box.x, y: box.y + 10, size, font: fonts.script, color: INK });
}

import { toWinAnsi } from './win-ansi';

/** A font at any size, as PDF libraries measure it (pdf-lib's `PDFFont` is one). */
export type MeasuringFont = { widthOfTextAtSize(text: string, size: number): number };

/**
 * Words across lines no wider than `width`; a word longer than a line is cut. The text goes
 * through `prepare` first: `toWinAnsi` for the PDFs' standard fonts, nothing for an embedded
 * Unicode font.
 */
export function wrapText(
  text: string,
  font: MeasuringFont,
  size: number,
  width: number,
  prepare: (text: string) => string = toWinAnsi,
): string[] {
  const lines: string[] = [];
  for (const paragraph of prepare(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        const cut = longestFit(line, font, size, width);
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * How many leading characters of `text` fit in `width` (at least one), by bisection: a pasted
 * user agent or URL can be thousands of characters without a space.
 */
function longestFit(text: string, font: MeasuringFont, size: number, width: number): number {
  let low = 1;
  let high = text.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(text.slice(0, middle), size) <= width) low = middle;
    else high = middle - 1;
  }
  return low;
}

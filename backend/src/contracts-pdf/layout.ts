import { wrapText as wrapWith } from '@atelier/shared/records';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type DocumentFonts, drawable, embedDocumentFonts } from '../documents/fonts.ts';

/**
 * The page grid and a small top-to-bottom writer shared by the contract, signature and
 * certificate pages. The fonts are the embedded Unicode ones of every PDF the backend makes
 * (DejaVu, subset: the same bytes for the same text on every machine); every string goes
 * through `drawable` before it is measured or drawn.
 */
export const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
export const MARGIN = 56;
const BOTTOM = MARGIN + 24; // room for the footer
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const SIZE = { title: 20, heading: 12, text: 10, small: 8 } as const;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.46);

export type Fonts = DocumentFonts;

/** The embedded Unicode fonts of every PDF the backend makes (documents/fonts.ts). */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return await embedDocumentFonts(pdf);
}

/** Lines of `text` at most `width` wide, in what `font` can draw (`drawable`). */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] =>
  wrapWith(text, font, size, width, (value) => drawable(value, font));

export { drawable };

/** At most `max` wrapped lines, the last one ending in "…" when text was left out. */
export function clampLines(
  lines: string[],
  max: number,
  font: PDFFont,
  size: number,
  width: number,
) {
  if (lines.length <= max) return lines;
  let last = lines[max - 1] ?? '';
  while (last !== '' && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1);
  return [...lines.slice(0, max - 1), `${last}…`];
}

/** An amount with its currency; an unknown currency code is printed beside the number. */
export function formatMoney(cents: number, currency: string, language: 'en' | 'fr' = 'en'): string {
  try {
    const locale = language === 'fr' ? 'fr-FR' : 'en-US';
    // Intl's (narrow) no-break spaces are kept: DejaVu draws them, and the amount never
    // breaks across lines ("12 500,00 $US").
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * Writes downwards from the top margin and starts a new page when the next block would not
 * fit, so callers only say what comes next and how tall it is.
 */
export class PageWriter {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    this.y = PAGE.height - MARGIN;
    return page;
  }

  /** Moves to a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.page = this.newPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** One line of text, already short enough; `x` is an offset from the left margin. */
  line(text: string, font: PDFFont, size: number, options: { x?: number; muted?: boolean } = {}) {
    const leading = size * 1.45;
    this.ensure(leading);
    this.y -= leading;
    this.page.drawText(drawable(text, font), {
      x: MARGIN + (options.x ?? 0),
      y: this.y + size * 0.3,
      size,
      font,
      color: options.muted ? MUTED : INK,
    });
  }

  /** Wrapped text, breaking pages between lines. */
  paragraph(
    text: string,
    font: PDFFont,
    size: number,
    options: { x?: number; muted?: boolean } = {},
  ) {
    const width = CONTENT_WIDTH - (options.x ?? 0);
    for (const line of wrapText(text, font, size, width)) this.line(line, font, size, options);
  }

  /** A thin horizontal rule across the content width, or `width` from `x`. */
  rule(options: { x?: number; width?: number } = {}): void {
    const x = MARGIN + (options.x ?? 0);
    this.page.drawLine({
      start: { x, y: this.y },
      end: { x: x + (options.width ?? CONTENT_WIDTH), y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
  }
}

/** A footer on each given page: the contract on the left, `label(n, count)` on the right. */
export function drawFooters(
  pages: PDFPage[],
  fonts: Fonts,
  left: string,
  label: (page: number, count: number) => string,
): void {
  const size = SIZE.small;
  const leftText =
    clampLines(
      wrapText(left, fonts.regular, size, CONTENT_WIDTH * 0.6),
      1,
      fonts.regular,
      size,
      CONTENT_WIDTH * 0.6,
    )[0] ?? '';
  pages.forEach((page, index) => {
    const right = drawable(label(index + 1, pages.length), fonts.regular);
    const y = MARGIN - 12;
    page.drawText(leftText, { x: MARGIN, y, size, font: fonts.regular, color: MUTED });
    page.drawText(right, {
      x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(right, size),
      y,
      size,
      font: fonts.regular,
      color: MUTED,
    });
  });
}

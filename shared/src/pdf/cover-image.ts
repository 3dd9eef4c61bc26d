import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import type { PublicImage } from '../contract/media';
import { embedPdfImage } from './pdf-image';

/**
 * A proposal's cover on the first page of its PDF (docs/images.md). The library made JPEG or
 * PNG variants of every image (sharp, `backend/src/media/variants.ts`); pdf-lib embeds either
 * as it is. The file is read from the public `media` bucket when the PDF is built: one that is
 * gone or damaged leaves the PDF without its cover rather than without a PDF.
 */
export type PdfCover = {
  /** The image's `sources` (its JPEG or PNG srcset is what a PDF holds) and focal point. */
  image: Pick<PublicImage, 'sources' | 'focal'>;
  /** Put in front of a path URL: the API's origin (`getRuntimeConfig().backendUrl`). */
  origin: string;
};

/**
 * An A4 page's text width (495 pt, 6.9 in) at 1280 px is about 185 dpi: sharp for print, and the
 * PDF stays light. A narrower image is drawn as wide all the same.
 */
export const PDF_COVER_MAX_WIDTH = 1280;

/** The JPEG or PNG variant to embed: the widest up to 1280 px, else the narrowest there is. */
export function pdfCoverVariant(sources: PdfCover['image']['sources']): string | null {
  const candidates = sources
    .filter((source) => source.type === 'image/jpeg' || source.type === 'image/png')
    .flatMap((source) => source.srcset.split(', '))
    .flatMap((entry) => {
      const match = /^(\S+)\s+(\d+)w$/.exec(entry.trim());
      return match?.[1] && match[2] ? [{ url: match[1], width: Number(match[2]) }] : [];
    })
    .sort((a, b) => a.width - b.width);
  const fitting = candidates.filter((candidate) => candidate.width <= PDF_COVER_MAX_WIDTH);
  return (fitting.at(-1) ?? candidates[0])?.url ?? null;
}

/**
 * The cover embedded in `pdf`, or null — logged — when its file cannot be read (deleted from
 * storage, offline) or is not a JPEG/PNG pdf-lib can read. The type comes from the bytes.
 */
export async function embedCover(pdf: PDFDocument, cover: PdfCover): Promise<PDFImage | null> {
  const path = pdfCoverVariant(cover.image.sources);
  return path ? await embedPdfImage(pdf, path, cover.origin, 'the cover image') : null;
}

/**
 * Draws the cover the width of `box`, keeping its ratio; one taller than `box.maxHeight` (a
 * portrait photo) is cropped to it around its focal point, so the first page keeps room for
 * the proposal. Answers the height drawn.
 */
export function drawCover(
  page: PDFPage,
  image: PDFImage,
  focal: PdfCover['image']['focal'],
  box: { x: number; top: number; width: number; maxHeight: number },
  /** pdf-lib's module, loaded by the caller on the first download. */
  pdfLib: typeof import('pdf-lib'),
): number {
  const height = (box.width * image.height) / image.width;
  if (height <= box.maxHeight) {
    page.drawImage(image, { x: box.x, y: box.top - height, width: box.width, height });
    return height;
  }
  // The focal point as near the band's middle as the image allows, the band always covered.
  const wanted = box.top - box.maxHeight / 2 + focal.y * height;
  const imageTop = Math.min(Math.max(wanted, box.top), box.top - box.maxHeight + height);
  const { pushGraphicsState, rectangle, clip, endPath, popGraphicsState } = pdfLib;
  page.pushOperators(
    pushGraphicsState(),
    rectangle(box.x, box.top - box.maxHeight, box.width, box.maxHeight),
    clip(),
    endPath(),
  );
  page.drawImage(image, { x: box.x, y: imageTop - height, width: box.width, height });
  page.pushOperators(popGraphicsState());
  return box.maxHeight;
}

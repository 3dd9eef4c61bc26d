import type { PDFImage, PDFPage } from 'pdf-lib';

/**
 * The agency's logo at the top of an invoice's or a proposal's PDF (docs/settings.md). Settings
 * answer it as the library image's widest JPEG/PNG (`logo_url`), which pdf-lib embeds as it is;
 * an older logo in WebP, a file gone or damaged leaves the PDF without it (`embedPdfImage`).
 */
export type PdfLogo = {
  /** `logo_url` of `get_settings`: a path on the API (`/storage/v1/object/public/media/...`). */
  url: string;
  /** Put in front of the path: the API's origin (`getRuntimeConfig().backendUrl`). */
  origin: string;
};

/** A letterhead's size: at most 48 pt tall (17 mm) and 180 pt wide, never enlarged past 2×. */
export const PDF_LOGO_BOX = { width: 180, height: 48 } as const;

/**
 * Draws the logo inside `PDF_LOGO_BOX` at the top left, keeping its ratio (a small image is not
 * blown up more than twice its pixel size). Answers the height drawn.
 */
export function drawLogo(page: PDFPage, image: PDFImage, at: { x: number; top: number }): number {
  const scale = Math.min(PDF_LOGO_BOX.width / image.width, PDF_LOGO_BOX.height / image.height, 2);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: at.x, y: at.top - height, width, height });
  return height;
}

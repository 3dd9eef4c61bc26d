import type { PDFDocument, PDFImage } from 'pdf-lib';

const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * A JPEG or PNG of the public `media` bucket embedded in `pdf`, or null — logged as `what` — when
 * its file cannot be read (deleted from storage, offline) or is not one pdf-lib can read (a WebP
 * logo uploaded before the library): the PDF is then made without it. The type comes from the
 * bytes. `path` is a URL, or a path put after `origin` (the API's).
 */
export async function embedPdfImage(
  pdf: PDFDocument,
  path: string,
  origin: string,
  what: string,
): Promise<PDFImage | null> {
  const url = path.startsWith('/') ? `${origin.replace(/\/+$/, '')}${path}` : path;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (isJpeg(bytes)) return await pdf.embedJpg(bytes);
    if (isPng(bytes)) return await pdf.embedPng(bytes);
    throw new Error('neither a JPEG nor a PNG');
  } catch (error) {
    console.warn(`[pdf] ${what} is left out`, url, error);
    return null;
  }
}

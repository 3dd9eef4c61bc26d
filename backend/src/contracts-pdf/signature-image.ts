import { PDFDocument, type PDFImage } from 'pdf-lib';

/**
 * Drawn signatures arrive as `data:image/png;base64,…` from the signing page's canvas. They
 * are checked here, with messages a caller can return as a 400 on `signature.value`, so a
 * bad image is refused when the signer signs rather than when the final PDF is sealed.
 */
export class SignatureImageError extends Error {
  override name = 'SignatureImageError';
}

/** A canvas signature is a few kilobytes; this leaves room without letting files in. */
export const MAX_SIGNATURE_PNG_BYTES = 512 * 1024;
const MAX_SIDE = 4000;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The PNG's bytes from a data URL, or a `SignatureImageError` saying what is wrong. */
export function decodeSignaturePng(dataUrl: string): Uint8Array {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match?.[1])
    throw new SignatureImageError(
      'The drawn signature must be a PNG data URL (data:image/png;base64,…).',
    );
  if ((match[1].length * 3) / 4 > MAX_SIGNATURE_PNG_BYTES + 3) {
    throw new SignatureImageError(
      `The drawn signature is larger than ${MAX_SIGNATURE_PNG_BYTES / 1024} KB.`,
    );
  }
  const bytes = new Uint8Array(Buffer.from(match[1], 'base64'));
  if (bytes.length < 33 || PNG_MAGIC.some((byte, index) => bytes[index] !== byte)) {
    throw new SignatureImageError('The drawn signature is not a PNG image.');
  }
  // IHDR follows the magic: width and height as big-endian 32-bit integers at 16 and 20.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new SignatureImageError(
      `The drawn signature must be between 1 and ${MAX_SIDE} pixels on each side.`,
    );
  }
  return bytes;
}

/** Embeds a drawn signature; a PNG pdf-lib cannot read becomes a `SignatureImageError`. */
export async function embedSignaturePng(pdf: PDFDocument, dataUrl: string): Promise<PDFImage> {
  const bytes = decodeSignaturePng(dataUrl);
  try {
    return await pdf.embedPng(bytes);
  } catch {
    throw new SignatureImageError('The drawn signature is not a readable PNG image.');
  }
}

/** The full check, for the moment a signer signs: decodes and embeds in a scratch document. */
export async function assertValidSignaturePng(dataUrl: string): Promise<void> {
  await embedSignaturePng(await PDFDocument.create(), dataUrl);
}

import { MEDIA_LIMITS, MEDIA_WIDTHS, type MediaVariantFormat } from '@atelier/shared/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, fieldFailure } from '../errors.ts';

/**
 * The responsive versions of an uploaded image (docs/images.md): each width of `MEDIA_WIDTHS`
 * narrower than the original plus the original's own width (at most 1920), never upscaled, in
 * AVIF, WebP and a fallback (PNG when the image has transparency, else JPEG). Every version is
 * turned upright from its EXIF orientation and written without metadata (no GPS, no camera).
 */

export interface VariantFile {
  width: number;
  format: MediaVariantFormat;
  extension: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface MadeVariants {
  /** Upright size of the original. */
  width: number;
  height: number;
  variants: VariantFile[];
}

/** sharp's name for each accepted type (AVIF is read through libheif). */
const DECODABLE = new Set(['png', 'jpeg', 'gif', 'webp', 'heif']);

const notAnImage = (): AppError =>
  new AppError(
    'VALIDATION_FAILED',
    'The file is not an image the library takes',
    { path: 'The file must be a PNG, JPEG, GIF, WebP or AVIF image (SVG is not accepted)' },
    { reason: 'not_an_image', fieldCodes: { path: fieldFailure('not_an_image') } },
  );

/** The widths to make for an original `width` wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width);
  const widths = MEDIA_WIDTHS.filter((w) => w < largest);
  return [...widths, largest];
}

/** Reads the original's size, refusing what is not an accepted image or has too many pixels. */
async function inspect(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; hasAlpha: boolean }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const { format, width, height } = metadata;
  if (!format || !DECODABLE.has(format) || !width || !height) throw notAnImage();
  if (format === 'heif' && metadata.compression !== 'av1') throw notAnImage();
  if (width * height > MEDIA_LIMITS.pixels) {
    const max = MEDIA_LIMITS.pixels / 1_000_000;
    throw new AppError(
      'VALIDATION_FAILED',
      'The image has too many pixels',
      { path: `The image is ${width}×${height}: at most ${max} million pixels` },
      {
        reason: 'image_too_many_pixels',
        params: { width, height, max },
        fieldCodes: { path: fieldFailure('image_too_many_pixels', { max }) },
      },
    );
  }
  const isTurned = (metadata.orientation ?? 1) >= 5;
  return {
    width: isTurned ? height : width,
    height: isTurned ? width : height,
    hasAlpha: metadata.hasAlpha === true,
  };
}

const ENCODERS: Record<
  MediaVariantFormat,
  { extension: string; contentType: string; encode: (image: Sharp) => Sharp }
> = {
  // effort 2: a 1920 px AVIF in a fraction of a second on a small server, still far smaller than WebP.
  avif: {
    extension: 'avif',
    contentType: 'image/avif',
    encode: (i) => i.avif({ quality: 55, effort: 2 }),
  },
  webp: { extension: 'webp', contentType: 'image/webp', encode: (i) => i.webp({ quality: 78 }) },
  jpeg: {
    extension: 'jpg',
    contentType: 'image/jpeg',
    encode: (i) => i.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
  },
  png: {
    extension: 'png',
    contentType: 'image/png',
    encode: (i) => i.png({ compressionLevel: 9 }),
  },
};

/** Makes every variant of `bytes`, or throws a 400 naming what is wrong with the file. */
export async function makeVariants(bytes: Uint8Array): Promise<MadeVariants> {
  const { width, height, hasAlpha } = await inspect(bytes);
  const formats: MediaVariantFormat[] = ['avif', 'webp', hasAlpha ? 'png' : 'jpeg'];
  const variants: VariantFile[] = [];
  try {
    for (const target of variantWidths(width)) {
      for (const format of formats) {
        const encoder = ENCODERS[format];
        const resized = sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels })
          .rotate()
          .resize({ width: target, withoutEnlargement: true });
        const output = await encoder.encode(resized).toBuffer();
        variants.push({
          width: target,
          format,
          extension: encoder.extension,
          contentType: encoder.contentType,
          bytes: new Uint8Array(output),
        });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header read but the pixels do not decode: a truncated or damaged file.
    throw new AppError(
      'VALIDATION_FAILED',
      'The image could not be read',
      { path: 'The image is damaged or incomplete' },
      { reason: 'image_damaged', fieldCodes: { path: fieldFailure('image_damaged') } },
    );
  }
  return { width, height, variants };
}

import type { PublicImage, PublicImageType } from '@atelier/shared/contract';
import type { Queryable } from '../db/database.ts';
import { findImagesWithAlt, type StoredVariant } from '../db/media-images.ts';
import { publicMediaUrl } from './urls.ts';

/**
 * The images the public site shows, by id, in `locale` (docs/images.md). An image without alt
 * text in that language is left out — alt text is required before use — and so is an unknown
 * id: the caller renders nothing there rather than an image a screen reader cannot name.
 */
export async function loadPublicImages(
  db: Queryable,
  ids: string[],
  locale: 'en' | 'fr',
): Promise<Map<string, PublicImage>> {
  const images = new Map<string, PublicImage>();
  if (ids.length === 0) return images;
  const rows = await findImagesWithAlt(db, [...new Set(ids)], locale);
  for (const row of rows) {
    const fallback = fallbackOf(row.variants);
    if (!fallback) continue;
    images.set(row.id, {
      id: row.id,
      width: row.width,
      height: row.height,
      alt: row.alt,
      focal: { x: row.focal_x, y: row.focal_y },
      src: publicMediaUrl(fallback.path),
      sources: SOURCE_ORDER.flatMap((format) => {
        const srcset = srcsetOf(row.variants, format);
        return srcset ? [{ type: `image/${format}` as PublicImageType, srcset }] : [];
      }),
    });
  }
  return images;
}

/** Modern formats first: the browser takes the first `<source>` it can show. */
const SOURCE_ORDER = ['avif', 'webp', 'jpeg', 'png'] as const;

const srcsetOf = (variants: StoredVariant[], format: StoredVariant['format']): string =>
  variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${publicMediaUrl(variant.path)} ${variant.width}w`)
    .join(', ');

/** The widest JPEG or PNG: what a browser without `<picture>` support loads. */
const fallbackOf = (variants: StoredVariant[]): StoredVariant | undefined =>
  variants
    .filter((variant) => variant.format === 'jpeg' || variant.format === 'png')
    .sort((a, b) => b.width - a.width)[0];

import {
  altIn,
  type BilingualImage,
  type PublicImage,
  type PublicImageType,
} from '@atelier/shared/contract';
import type { Queryable } from '../db/database.ts';
import { findImagesWithAlt, findNamedImage, type StoredVariant } from '../db/media-images.ts';
import { publicMediaUrl } from './urls.ts';

type ImageFacts = {
  id: string;
  width: number;
  height: number;
  focal_x: number;
  focal_y: number;
  variants: StoredVariant[];
};

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
    const image = toPublicImage(row, row.alt);
    if (image) images.set(row.id, image);
  }
  return images;
}

/**
 * One image for an answer read in either language (a proposal's cover, the agency logo), with
 * both alt texts: the page shows the reader's (`altIn`, the other one when it is missing). Null
 * for an unknown id, an image with no alt text at all, or one without a JPEG/PNG variant.
 */
export async function loadBilingualImage(
  db: Queryable,
  id: string,
): Promise<BilingualImage | null> {
  const row = await findNamedImage(db, id);
  if (!row) return null;
  const alt_text = { en: row.alt_en.trim(), fr: row.alt_fr.trim() };
  const image = toPublicImage(row, altIn(alt_text, 'en'));
  return image ? { ...image, alt_text } : null;
}

/** The row as `<picture>` draws it; null without a fallback (no browser could show it). */
function toPublicImage(row: ImageFacts, alt: string): PublicImage | null {
  const fallback = fallbackOf(row.variants);
  if (!fallback) return null;
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt,
    focal: { x: row.focal_x, y: row.focal_y },
    src: publicMediaUrl(fallback.path),
    sources: SOURCE_ORDER.flatMap((format) => {
      const srcset = srcsetOf(row.variants, format);
      return srcset ? [{ type: `image/${format}` as PublicImageType, srcset }] : [];
    }),
  };
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

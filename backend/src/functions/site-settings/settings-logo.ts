import type { MediaLocale } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { loadBilingualImage } from '../../media/public-images.ts';
import { setImageUses } from '../../media/usage.ts';
import { checkBilingualImage } from '../media/bilingual-image.ts';

/** How the library lists the logo among an image's uses. */
const LOGO_OWNER = { kind: 'settings', id: 'agency-logo', label: 'Agency logo' } as const;

/**
 * 400 unless `imageId` names a library image with alt text in English and French: the logo is
 * shown on the public site in both languages (docs/images.md). Locks the image so a delete
 * cannot slip in before the use is recorded.
 */
export async function checkLogoImage(tx: Queryable, imageId: string): Promise<void> {
  await checkBilingualImage(tx, imageId, 'logo_image_id');
}

/** Records in the library that the logo is `imageId` (or nothing), so it cannot be deleted. */
export async function recordLogoUse(tx: Queryable, imageId: string | null): Promise<void> {
  await setImageUses(tx, LOGO_OWNER, imageId ? [imageId] : []);
}

/**
 * The library logo: the URL of its widest PNG/JPEG and its alt text in both languages (each
 * reader sees theirs); null if the image has lost both alt texts.
 */
export async function logoImage(
  q: Queryable,
  imageId: string,
): Promise<{ url: string; alt: Record<MediaLocale, string> } | null> {
  const image = await loadBilingualImage(q, imageId);
  return image ? { url: image.src, alt: image.alt_text } : null;
}

import type { ImageVariant } from '@atelier/shared/contract';
import type { StoredVariant } from '../db/media-images.ts';

/**
 * The public URL path of an object of the `media` bucket: readable by anyone, without a key
 * or a session (docs/storage.md), so `<img src>` on the public site works as it is. The
 * browser puts the API's origin in front (`ResponsiveImage`).
 */
export const publicMediaUrl = (path: string): string =>
  `/storage/v1/object/public/media/${path.split('/').map(encodeURIComponent).join('/')}`;

export const toImageVariant = (variant: StoredVariant): ImageVariant => ({
  width: variant.width,
  format: variant.format,
  url: publicMediaUrl(variant.path),
  bytes: variant.bytes,
});

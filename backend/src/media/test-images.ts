import { randomUUID } from 'node:crypto';
import { insertImage } from '../db/media-images.ts';
import type { FunctionKit } from '../test/function-kit.ts';

type VariantFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface TestImage {
  alt: { en: string; fr: string };
  fileName?: string;
  width?: number;
  height?: number;
  /** Widths and formats of its variants (rows only: no file is written). */
  variants?: Array<{ width: number; format: VariantFormat }>;
}

const EXTENSIONS: Record<VariantFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/**
 * A media library image with the given alt texts, added by the kit's admin, for tests of what
 * uses one (a proposal's cover, the logo, a page's image): its variants are rows whose paths
 * sit under its id, as `register_image` writes them, with no file behind them.
 */
export async function seedLibraryImage(kit: FunctionKit, image: TestImage): Promise<string> {
  const id = randomUUID();
  const fileName = image.fileName ?? 'image.jpg';
  const stem = fileName.replace(/\.[^.]+$/, '');
  const variants = (image.variants ?? [{ width: 640, format: 'jpeg' }]).map((variant) => ({
    ...variant,
    path: `${id}/${stem}-${variant.width}.${EXTENSIONS[variant.format]}`,
    bytes: 100,
  }));
  await insertImage(kit.db, {
    id,
    fileName,
    width: image.width ?? Math.max(...variants.map((variant) => variant.width)),
    height: image.height ?? 400,
    bytes: 1000,
    variants,
    createdBy: kit.adminId,
  });
  await kit.db.query('UPDATE media_images SET alt_en = $2, alt_fr = $3 WHERE id = $1', [
    id,
    image.alt.en,
    image.alt.fr,
  ]);
  return id;
}

/** Where the library says an image is used (`media` get_images, as the admin). */
export async function libraryUsesOf(kit: FunctionKit, imageId: string): Promise<unknown> {
  const { body } = await kit.call('media', { action: 'get_images' }, 'admin');
  return body.images.find((image: { id: string }) => image.id === imageId)?.usage;
}

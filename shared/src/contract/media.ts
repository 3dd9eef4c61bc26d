import { z } from 'zod';
import { text } from './fields';
import { recordIdSchema } from './record-fields';

/**
 * The `media` contract (docs/images.md): the image library on the storage bucket `media`.
 * An upload goes to `media/uploads/<uuid>/<file name>` through `/storage/v1` (the browser sees
 * its progress), then `register_image {path}` makes the variants and records the image.
 */

export const MEDIA_LOCALES = ['en', 'fr'] as const;
export type MediaLocale = (typeof MEDIA_LOCALES)[number];

/** The folder of the `media` bucket uploads wait in until `register_image` takes them. */
export const MEDIA_UPLOAD_FOLDER = 'uploads/';

export const MEDIA_LIMITS = {
  alt: 250,
  tag: 40,
  tags: 20,
  search: 200,
  /** The bucket's own limit (docs/storage.md). */
  bytes: 10 * 1024 * 1024,
  /** Decoding more pixels than this would hold the server's memory for one upload. */
  pixels: 40_000_000,
  path: 1024,
} as const;

/** Widths made for each image, never wider than the original (which is made too, up to 1920). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Types an upload may be (sniffed from the bytes, never the name); SVG never. */
export const MEDIA_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

export const MEDIA_VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

export const IMAGES_PAGE_SIZE = 24;
export const IMAGES_MAX_PAGE_SIZE = 100;

const pageSchema = z
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(100_000, 'page is at most 100000')
  .default(1);

const tagSchema = text({ what: 'Tag', error: 'Each tag must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty')
  .max(MEDIA_LIMITS.tag, `A tag is at most ${MEDIA_LIMITS.tag} characters`);

export const getImagesInput = z.object({
  search: text({ what: 'search' })
    .trim()
    .max(MEDIA_LIMITS.search, `search must be at most ${MEDIA_LIMITS.search} characters`)
    .optional(),
  tag: tagSchema.optional(),
  /** Only the images missing their alt text in at least one language. */
  missing_alt: z.boolean({ error: 'missing_alt must be true or false' }).optional(),
  page: pageSchema,
  pageSize: z
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(IMAGES_MAX_PAGE_SIZE, `pageSize is at most ${IMAGES_MAX_PAGE_SIZE}`)
    .default(IMAGES_PAGE_SIZE),
});
export type GetImagesInput = z.input<typeof getImagesInput>;

const altText = (language: string) =>
  text({ what: `Alt text (${language})` })
    .trim()
    .max(MEDIA_LIMITS.alt, `Alt text (${language}) must be at most ${MEDIA_LIMITS.alt} characters`);

const coordinate = (axis: 'x' | 'y') =>
  z
    .number({ error: `Focal ${axis} must be a number between 0 and 1` })
    .min(0, `Focal ${axis} must be between 0 and 1`)
    .max(1, `Focal ${axis} must be between 0 and 1`);

export const altTextSchema = z.object(
  { en: altText('English').optional(), fr: altText('French').optional() },
  { error: 'alt must be an object {en, fr}' },
);

export const focalPointSchema = z.object(
  { x: coordinate('x'), y: coordinate('y') },
  { error: 'focal must be an object {x, y}' },
);

export const updateImageInput = z.object({
  id: recordIdSchema('id'),
  /** A language left out keeps its text; an empty text clears it. */
  alt: altTextSchema.optional(),
  focal: focalPointSchema.optional(),
  tags: z
    .array(tagSchema, { error: 'tags must be a list of texts' })
    .max(MEDIA_LIMITS.tags, `At most ${MEDIA_LIMITS.tags} tags`)
    .transform((tags) => [...new Set(tags)])
    .optional(),
});
export type UpdateImageInput = z.input<typeof updateImageInput>;

export const deleteImageInput = z.object({ id: recordIdSchema('id') });

export const registerImageInput = z.object({
  path: text({ what: 'path', error: 'path is required' })
    .min(1, 'path is required')
    .max(MEDIA_LIMITS.path, `path must be at most ${MEDIA_LIMITS.path} characters`)
    .refine(
      (path) => path.startsWith(MEDIA_UPLOAD_FOLDER),
      `path must be an upload in ${MEDIA_UPLOAD_FOLDER}`,
    ),
});
export type RegisterImageInput = z.input<typeof registerImageInput>;

export interface ImageVariant {
  width: number;
  format: MediaVariantFormat;
  /** Public URL path (`/storage/v1/object/public/media/...`), readable without a session. */
  url: string;
  bytes: number;
}

/** Where an image is used: a page's content, a proposal, … (`setImageUses`). */
export interface ImageUse {
  kind: string;
  id: string;
  label: string;
}

export interface MediaImage {
  id: string;
  file_name: string;
  width: number;
  height: number;
  /** Size of the uploaded file. */
  bytes: number;
  alt: Record<MediaLocale, string>;
  focal: { x: number; y: number };
  tags: string[];
  created_at: string;
  created_by: { id: string; name: string } | null;
  variants: ImageVariant[];
  usage: ImageUse[];
}

export type ImagesPage = {
  images: MediaImage[];
  total: number;
  page: number;
  pageSize: number;
  /** Every tag in the library, for the filter. */
  tags: string[];
};

/** Whether an image may be used on the site: alt text in both languages. */
export const hasAllAltText = (image: Pick<MediaImage, 'alt'>): boolean =>
  MEDIA_LOCALES.every((locale) => image.alt[locale].trim() !== '');

export type PublicImageType = 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';

/** An image as the public site renders it (`loadPublicImages`, `ResponsiveImage`). */
export interface PublicImage {
  id: string;
  width: number;
  height: number;
  alt: string;
  focal: { x: number; y: number };
  /** The fallback's largest variant. */
  src: string;
  /** Modern formats first, the fallback last. */
  sources: { type: PublicImageType; srcset: string }[];
}

/**
 * An image read in either language by the same answer (a proposal's cover, the agency logo):
 * `alt` is the English text (the French one when English is missing), `alt_text` holds both so
 * the page names the image in the language it shows (`altIn`).
 */
export interface BilingualImage extends PublicImage {
  alt_text: Record<MediaLocale, string>;
}

export { altIn } from './alt-text';

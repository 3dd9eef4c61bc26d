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
    .refine((path) => path.startsWith(MEDIA_UPLOAD_FOLDER), {
      message: `path must be an upload in ${MEDIA_UPLOAD_FOLDER}`,
      params: { fieldCode: 'upload_first' },
    }),
});
export type RegisterImageInput = z.input<typeof registerImageInput>;

export const imageVariantSchema = z.object({
  width: z.number().int().positive(),
  format: z.enum(MEDIA_VARIANT_FORMATS),
  /** Public URL path (`/storage/v1/object/public/media/...`), readable without a session. */
  url: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** Where an image is used: a page's content, a proposal, … (`setImageUses`). */
export const imageUseSchema = z.object({ kind: z.string(), id: z.string(), label: z.string() });
export type ImageUse = z.infer<typeof imageUseSchema>;

const bothLocales = z.object({ en: z.string(), fr: z.string() }) satisfies z.ZodType<
  Record<MediaLocale, string>
>;
const focalSchema = z.object({ x: z.number(), y: z.number() });

export const mediaImageSchema = z.object({
  id: z.guid(),
  file_name: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Size of the uploaded file. */
  bytes: z.number().int().nonnegative(),
  alt: bothLocales,
  focal: focalSchema,
  tags: z.array(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.object({ id: z.guid(), name: z.string() }).nullable(),
  variants: z.array(imageVariantSchema),
  usage: z.array(imageUseSchema),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const imagesPageSchema = z.object({
  images: z.array(mediaImageSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every tag in the library, for the filter. */
  tags: z.array(z.string()),
});
export type ImagesPage = z.infer<typeof imagesPageSchema>;

/** register_image and update_image. */
export const mediaImageAnswer = z.object({ image: mediaImageSchema });

/** Whether an image may be used on the site: alt text in both languages. */
export const hasAllAltText = (image: Pick<MediaImage, 'alt'>): boolean =>
  MEDIA_LOCALES.every((locale) => image.alt[locale].trim() !== '');

export const PUBLIC_IMAGE_TYPES = ['image/avif', 'image/webp', 'image/jpeg', 'image/png'] as const;
export type PublicImageType = (typeof PUBLIC_IMAGE_TYPES)[number];

/** An image as the public site renders it (`loadPublicImages`, `ResponsiveImage`). */
export const publicImageSchema = z.object({
  id: z.guid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  focal: focalSchema,
  /** The fallback's largest variant. */
  src: z.string(),
  /** Modern formats first, the fallback last. */
  sources: z.array(z.object({ type: z.enum(PUBLIC_IMAGE_TYPES), srcset: z.string() })),
});
export type PublicImage = z.infer<typeof publicImageSchema>;

/**
 * An image read in either language by the same answer (a proposal's cover, the agency logo):
 * `alt` is the English text (the French one when English is missing), `alt_text` holds both so
 * the page names the image in the language it shows (`altIn`).
 */
export const bilingualImageSchema = publicImageSchema.extend({ alt_text: bothLocales });
export type BilingualImage = z.infer<typeof bilingualImageSchema>;

export { altIn } from './alt-text';

/** delete_image: the id of the image removed with its files. */
export const deletedImageAnswer = z.object({ id: z.guid() });

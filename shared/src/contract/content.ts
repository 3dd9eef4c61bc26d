import { z } from 'zod';
import { text } from './fields';
import { publicImageSchema } from './media';
import { isUuid } from './patterns';
import { recordIdSchema, timestampSchema, uuidSchema } from './record-fields';

/**
 * The public site's content (docs/content.md): each page's words, per language, are a document
 * — a sub-tree of the `public` i18n namespace — edited as a draft, published as numbered
 * revisions. The estimator's prices are the `prices` page: one document for every language. Today's bundled texts are the seed, and the seed's
 * shape is the page's schema: `contentDocumentSchema(seed)` accepts exactly its keys.
 */

export const CONTENT_PAGES = [
  'home',
  'services',
  'estimator',
  'prices',
  'privacy',
  'terms',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export const CONTENT_LOCALES = ['en', 'fr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The top-level keys of the `public` namespace each page's document holds. */
export const CONTENT_PAGE_KEYS: Record<ContentPage, readonly string[]> = {
  home: ['home', 'cta', 'contact'],
  services: ['catalog', 'services'],
  estimator: ['estimator'],
  prices: ['prices'],
  privacy: ['privacy'],
  terms: ['terms'],
};

/** Where each page lives on the public site (the preview link opens it). */
export const CONTENT_PAGE_PATHS: Record<ContentPage, string> = {
  home: '/',
  services: '/services',
  estimator: '/estimator',
  prices: '/estimator',
  privacy: '/privacy',
  terms: '/terms',
};

/** Pages whose one document serves every language (numbers, not words). */
export const LANGUAGE_LESS_PAGES: readonly ContentPage[] = ['prices'];

/**
 * The language a page's document is stored under: its own, except for a language-less page,
 * whose one document is kept under `en` whatever language is asked, so a change made from the
 * French form is the change the English site shows.
 */
export const documentLocale = (page: ContentPage, locale: ContentLocale): ContentLocale =>
  LANGUAGE_LESS_PAGES.includes(page) ? 'en' : locale;

/**
 * Optional image fields, which the bundled texts do not have: a media library image id, or ''
 * for none. Every field named `image` is one (docs/images.md: alt text required before use).
 */
export const CONTENT_IMAGE_FIELDS: Partial<Record<ContentPage, readonly (readonly string[])[]>> = {
  home: [['home', 'hero', 'image']],
};

/** A preview link works this long for anyone who has it. */
export const PREVIEW_LINK_HOURS = 24;

export const CONTENT_LIMITS = {
  /** One line or paragraph of a page. */
  text: 1_000,
  /** One section of a legal page. */
  legalText: 6_000,
  /** A list of short items (tags, what a service includes). */
  listItems: 20,
  /** A list of sections (a legal page). */
  sections: 40,
  /** A price or a number of weeks. */
  amount: 10_000_000,
  previewToken: 200,
} as const;

/** The ids of the images a document names (its non-empty `image` fields). */
export function contentImageIds(value: unknown): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if (key === 'image' && node !== '') ids.add(node);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, '');
    } else if (typeof node === 'object' && node !== null) {
      for (const [childKey, child] of Object.entries(node)) walk(child, childKey);
    }
  };
  walk(value, '');
  return [...ids];
}

/** A JSON object: the shape of every stored document. */
export type ContentDocument = { [key: string]: ContentValue };
export type ContentValue = string | number | ContentValue[] | ContentDocument;

/**
 * Any stored document, as answers carry it: a JSON object whose shape is its page's own
 * (`contentDocumentSchema(seed)` checks that on a save), so the answer only claims an object.
 */
export const contentDocumentAnswer = z.record(
  z.string(),
  z.unknown(),
) as unknown as z.ZodType<ContentDocument>;

const isObject = (value: unknown): value is ContentDocument =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema of a value shaped as `seed`: same keys, texts, lists and whole amounts. */
function schemaOf(seed: ContentValue, path: string[], isLegal: boolean): z.ZodType {
  const what = path.join('.') || 'Content';
  if (typeof seed === 'string' && path.at(-1) === 'image') {
    return z
      .string({ error: `${what} must be an image id` })
      .refine((id) => id === '' || isUuid(id), {
        message: `${what} must be an image of the library`,
        params: { fieldCode: 'library_image' },
      });
  }
  if (typeof seed === 'string') {
    const max = isLegal ? CONTENT_LIMITS.legalText : CONTENT_LIMITS.text;
    return text({ what, multiline: true }).max(max, `${what} must be at most ${max} characters`);
  }
  if (typeof seed === 'number') {
    return z
      .number({ error: `${what} must be a number` })
      .int(`${what} must be a whole number`)
      .min(0, `${what} must not be negative`)
      .max(CONTENT_LIMITS.amount, `${what} is too large`);
  }
  if (Array.isArray(seed)) {
    const [first] = seed;
    const isSectionList = isObject(first);
    const max = isSectionList ? CONTENT_LIMITS.sections : CONTENT_LIMITS.listItems;
    const item = first === undefined ? z.string() : schemaOf(first, [...path, '*'], isLegal);
    return z
      .array(item, { error: `${what} must be a list` })
      .min(isSectionList ? 1 : 0, `${what} needs at least one entry`)
      .max(max, `${what} can have at most ${max} entries`);
  }
  const shape: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(seed)) {
    shape[key] = schemaOf(value, [...path, key], isLegal);
  }
  const object = z.strictObject(shape, { error: `${what} must be an object with its fields` });
  const keys = Object.keys(seed);
  // A {min, max} pair (a price or a duration range) is a range: min may not pass max.
  if (keys.length === 2 && keys.includes('min') && keys.includes('max')) {
    return object.refine((range) => Number(range.min) <= Number(range.max), {
      message: `${what}: the minimum must not be above the maximum`,
      path: ['min'],
      params: { fieldCode: 'min_over_max' },
    });
  }
  return object;
}

/** The page's schema, read from its seed document: the same keys, nothing more. */
export function contentDocumentSchema(page: ContentPage, seed: ContentDocument): z.ZodType {
  return schemaOf(seed, [], page === 'privacy' || page === 'terms');
}

/**
 * `stored` laid over `seed`: the seed's keys, each with the stored value when it has the same
 * kind, else the seed's. A document published before the seed gained a field still renders
 * and edits whole; a field the seed no longer has is dropped.
 */
export function overSeed(seed: ContentValue, stored: unknown): ContentValue {
  if (typeof seed === 'string') return typeof stored === 'string' ? stored : seed;
  if (typeof seed === 'number') return typeof stored === 'number' ? stored : seed;
  if (Array.isArray(seed)) {
    if (!Array.isArray(stored)) return seed;
    const [first] = seed;
    return first === undefined ? stored : stored.map((item) => overSeed(first, item));
  }
  const result: ContentDocument = {};
  const source = isObject(stored) ? stored : {};
  for (const [key, value] of Object.entries(seed)) result[key] = overSeed(value, source[key]);
  return result;
}

const pageSchema = z.enum(CONTENT_PAGES, {
  error: `Page must be one of ${CONTENT_PAGES.join(', ')}`,
});
const localeSchema = z.enum(CONTENT_LOCALES, { error: 'Language must be en or fr' });

export const contentPageInput = z.object({ page: pageSchema, locale: localeSchema });

export const getPublishedContentInput = contentPageInput.extend({
  preview: text({ what: 'Preview token' })
    .max(CONTENT_LIMITS.previewToken, 'Preview token is too long')
    .optional(),
});

/** The document is checked against the page's own schema by the action (paths `content.…`). */
export const saveContentDraftInput = contentPageInput.extend({
  content: z.record(z.string(), z.unknown(), { error: 'Content must be an object' }),
});

export const publishContentInput = contentPageInput.extend({
  at: z.iso
    .datetime({ offset: true, error: 'Publish time must be an ISO date-time' })
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        return year >= 2000 && year <= 2200;
      },
      {
        message: 'Publish time must be between 2000 and 2200',
        params: { fieldCode: 'date_out_of_range', min: 2000, max: 2200 },
      },
    )
    .optional(),
});

export const restoreContentRevisionInput = z.object({ revision_id: recordIdSchema('revision_id') });

export const contentAuthorSchema = z.object({ name: z.string(), email: z.string() });
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;

export const contentRevisionSchema = z.object({
  id: uuidSchema,
  page: z.enum(CONTENT_PAGES),
  locale: z.enum(CONTENT_LOCALES),
  version: z.number().int().positive(),
  published_at: timestampSchema,
  author: contentAuthorSchema.nullable(),
  /** Top-level sections whose text changed from the revision before (what changed). */
  changed: z.array(z.string()),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** get_revisions. */
export const contentRevisionsAnswer = z.object({ revisions: z.array(contentRevisionSchema) });

/** The library images a document names, by id (those with alt text in this language). */
const contentImages = z.record(z.string(), publicImageSchema);

/** get_published. */
export const publishedContentAnswer = z.object({
  page: z.enum(CONTENT_PAGES),
  locale: z.enum(CONTENT_LOCALES),
  content: contentDocumentAnswer,
  images: contentImages,
  /** 0 while the page was never published (the seed). */
  version: z.number().int().nonnegative(),
  published_at: timestampSchema.nullable(),
  /** True when a preview token asked for the draft. */
  is_preview: z.boolean(),
});
export type PublishedContentAnswer = z.infer<typeof publishedContentAnswer>;

export const contentDraftSchema = z.object({
  page: z.enum(CONTENT_PAGES),
  locale: z.enum(CONTENT_LOCALES),
  content: contentDocumentAnswer,
  images: contentImages,
  /** The draft differs from what the public site shows. */
  has_unpublished_changes: z.boolean(),
  version: z.number().int().nonnegative(),
  published_at: timestampSchema.nullable(),
  draft_updated_at: timestampSchema.nullable(),
  scheduled_at: timestampSchema.nullable(),
});
export type ContentDraftAnswer = z.infer<typeof contentDraftSchema>;

/** get_draft, save_draft and restore_revision. */
export const contentDraftAnswer = z.object({ draft: contentDraftSchema });

/** publish: the revision published now, or the time it is scheduled for. */
export const publishedDraftAnswer = z.union([
  z.object({
    revision: z.object({
      id: uuidSchema,
      version: z.number().int().positive(),
      published_at: timestampSchema,
    }),
    draft: contentDraftSchema,
  }),
  z.object({ scheduled_at: timestampSchema, draft: contentDraftSchema }),
]);

export const contentPreviewLinkSchema = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: timestampSchema,
});
export type ContentPreviewLink = z.infer<typeof contentPreviewLinkSchema>;

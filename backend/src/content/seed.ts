import {
  CONTENT_IMAGE_FIELDS,
  CONTENT_PAGE_KEYS,
  type ContentDocument,
  type ContentLocale,
  type ContentPage,
  contentDocumentSchema,
} from '@atelier/shared/contract';
import type { z } from 'zod';
import seedPrices from '../../../remote-public/src/content/seed-prices.json';
import publicEn from '../../../remote-public/src/locales/en.json';
import publicFr from '../../../remote-public/src/locales/fr.json';

/**
 * The seed of every page: the texts the public site bundles (remote-public's `public` locale
 * files) and the estimator's prices (remote-public/src/content/seed-prices.json), taken from
 * the same files the site is built from, so the seed cannot drift from what visitors see
 * before anything is published. Imported, so the backend's build carries them: the built
 * backend runs without the sources of the public site.
 */

const prices = seedPrices as ContentDocument;
const bundles: Record<ContentLocale, ContentDocument> = {
  en: { ...(publicEn as ContentDocument), prices },
  fr: { ...(publicFr as ContentDocument), prices },
};

/** The page's document before anything was published: its keys of the bundled texts. */
export function seedDocument(page: ContentPage, locale: ContentLocale): ContentDocument {
  const bundle = bundles[locale];
  const document: ContentDocument = {};
  for (const key of CONTENT_PAGE_KEYS[page]) {
    const value = bundle[key];
    if (value !== undefined) document[key] = structuredClone(value);
  }
  for (const path of CONTENT_IMAGE_FIELDS[page] ?? []) withEmptyField(document, path);
  return document;
}

/** Adds '' (no image) at `path`, creating nothing but the last key. */
function withEmptyField(document: ContentDocument, path: readonly string[]): void {
  let node: ContentDocument = document;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) return;
    node = child;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] = '';
}

const schemas = new Map<ContentPage, z.ZodType>();

/** The page's schema: the English seed's shape (both languages have the same keys). */
export function pageSchema(page: ContentPage): z.ZodType {
  let schema = schemas.get(page);
  if (!schema) {
    schema = contentDocumentSchema(page, seedDocument(page, 'en'));
    schemas.set(page, schema);
  }
  return schema;
}

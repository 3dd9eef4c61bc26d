import { readFileSync } from 'node:fs';
import {
  CONTENT_IMAGE_FIELDS,
  CONTENT_PAGE_KEYS,
  type ContentDocument,
  type ContentLocale,
  type ContentPage,
  contentDocumentSchema,
} from '@atelier/shared/contract';
import type { z } from 'zod';

/**
 * The seed of every page: the texts the public site bundles (remote-public's `public` locale
 * files) and the estimator's prices (remote-public/src/content/seed-prices.json), read from
 * the same files the site is built from, so the seed cannot drift from what visitors see
 * before anything is published.
 */

const publicSource = new URL('../../../remote-public/src/', import.meta.url);

const readJson = (path: string): ContentDocument =>
  JSON.parse(readFileSync(new URL(path, publicSource), 'utf8')) as ContentDocument;

let bundles: Record<ContentLocale, ContentDocument> | undefined;

function loadBundles(): Record<ContentLocale, ContentDocument> {
  if (!bundles) {
    const prices = readJson('content/seed-prices.json');
    bundles = {
      en: { ...readJson('locales/en.json'), prices },
      fr: { ...readJson('locales/fr.json'), prices },
    };
  }
  return bundles;
}

/** The page's document before anything was published: its keys of the bundled texts. */
export function seedDocument(page: ContentPage, locale: ContentLocale): ContentDocument {
  const bundle = loadBundles()[locale];
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

import type {
  ContentDocument,
  ContentLocale,
  ContentPage,
  PublishedContentAnswer,
} from '@atelier/shared/contract';
import { overSeed } from '@atelier/shared/contract';
import { pageSchema, seedDocument } from '../../content/seed.ts';
import { findPublished, insertRevision } from '../../db/content.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError, type FieldCodes, type FieldErrors } from '../../errors.ts';
import { fieldFailureOfIssue } from '../field-codes.ts';
import { imagesOf, recordContentImages } from './content-images.ts';

/** A stored document read through the page's seed: every field present, nothing extra. */
export const readable = (page: ContentPage, locale: ContentLocale, stored: unknown) =>
  overSeed(seedDocument(page, locale), stored) as ContentDocument;

/** What the site shows: the newest revision, or the seed (version 0) before any. */
export async function publishedContent(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<PublishedContentAnswer> {
  const row = await findPublished(q, page, locale);
  const content = readable(page, locale, row?.content);
  return {
    page,
    locale,
    content,
    images: await imagesOf(q, content, locale),
    version: row?.version ?? 0,
    published_at: row?.published_at ?? null,
    is_preview: false,
  };
}

/**
 * The document checked against the page's schema; failures answer 400 with one message per
 * field, keyed `content.<path>` as the form names its inputs.
 */
export function validDocument(page: ContentPage, content: unknown): ContentDocument {
  const result = pageSchema(page).safeParse(content);
  if (result.success) return result.data as ContentDocument;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const issue of result.error.issues) {
    const field = ['content', ...issue.path.map(String)].join('.');
    if (field in fields) continue;
    fields[field] = issue.message;
    fieldCodes[field] = fieldFailureOfIssue(issue, content);
  }
  throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields, { fieldCodes });
}

/** Publishes `content` as the next revision (the caller's transaction). */
export async function publishDocument(
  q: Queryable,
  target: { page: ContentPage; locale: ContentLocale; content: ContentDocument },
  userId: string | null,
) {
  const content = validDocument(target.page, target.content);
  const revision = await insertRevision(q, { ...target, content }, userId);
  await recordContentImages(q, target.page, target.locale);
  return revision;
}

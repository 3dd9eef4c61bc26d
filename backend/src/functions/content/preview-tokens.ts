import { createHash, randomBytes } from 'node:crypto';
import type { ContentPage } from '@atelier/shared/contract';
import { findPreviewToken } from '../../db/content.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

/** A new preview token: 32 random bytes; only its hash is stored. */
export function newPreviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPreviewToken(token) };
}

export const hashPreviewToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The page whose public address shows a language-less page: the prices are seen, and
 * previewed, on the estimator (CONTENT_PAGE_PATHS).
 */
const SHOWN_ON: Partial<Record<ContentPage, ContentPage>> = { prices: 'estimator' };

/**
 * The page whose draft `token` shows when `page` is asked: `page` itself, or the prices when
 * the estimator is asked with a prices link. Throws otherwise: an unknown token, or one made
 * for another page, is 404; an expired one 410, so the visitor is told to ask for a new link.
 */
export async function checkPreviewToken(
  q: Queryable,
  token: string,
  page: ContentPage,
): Promise<ContentPage> {
  const found = await findPreviewToken(q, hashPreviewToken(token));
  if (!found || (found.page !== page && SHOWN_ON[found.page] !== page)) {
    throw new AppError('NOT_FOUND', 'This preview link is not valid for this page');
  }
  if (found.is_expired) {
    throw new AppError('PREVIEW_EXPIRED', 'This preview link has expired: ask for a new one');
  }
  return found.page;
}

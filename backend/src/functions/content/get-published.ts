import { content } from '@atelier/shared/actions';
import type { ContentLocale, ContentPage, PublishedContentAnswer } from '@atelier/shared/contract';
import { findDraft } from '../../db/content.ts';
import type { Queryable } from '../../db/database.ts';
import { implement } from '../registry.ts';
import { imagesOf } from './content-images.ts';
import { publishedContent, readable } from './page-content.ts';
import { checkPreviewToken } from './preview-tokens.ts';

/**
 * Public: what the site shows of a page in a language. With a `preview` token (a link made by
 * create_preview_link, < 24 h old, for this page) it answers the draft instead, so someone
 * without an account sees the unpublished changes exactly as they will look.
 *
 * The estimator's answer also carries `prices`, read from the language-less `prices` page, so
 * the public site reads them where it always did; a prices preview link opens the estimator
 * with the draft prices and the published texts.
 */
export const getPublished = implement(content.actions.get_published, {
  handler: async ({ page, locale, preview }, { db }) => {
    const drafted = preview === undefined ? null : await checkPreviewToken(db, preview, page);
    const own = await pageAnswer(db, page, locale, drafted === page);
    if (page !== 'estimator') return { ...own };
    const prices = await pageAnswer(db, 'prices', locale, drafted === 'prices');
    return {
      ...own,
      content: { ...own.content, ...prices.content },
      images: { ...own.images, ...prices.images },
      is_preview: drafted !== null,
    };
  },
});

/** The page's published document, or its saved draft when a preview link asks for it. */
async function pageAnswer(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
  isPreview: boolean,
): Promise<PublishedContentAnswer> {
  const published = await publishedContent(q, page, locale);
  if (!isPreview) return published;
  const draft = await findDraft(q, page, locale);
  if (!draft) return { ...published, is_preview: true };
  const content = readable(page, locale, draft.content);
  return { ...published, content, images: await imagesOf(q, content, locale), is_preview: true };
}

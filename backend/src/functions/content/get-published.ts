import { getPublishedContentInput } from '@atelier/shared/contract';
import { findDraft } from '../../db/content.ts';
import { defineAction } from '../registry.ts';
import { imagesOf } from './content-images.ts';
import { publishedContent, readable } from './page-content.ts';
import { checkPreviewToken } from './preview-tokens.ts';

/**
 * Public: what the site shows of a page in a language. With a `preview` token (a link made by
 * create_preview_link, < 24 h old, for this page) it answers the draft instead, so someone
 * without an account sees the unpublished changes exactly as they will look.
 */
export const getPublished = defineAction({
  access: 'public',
  input: getPublishedContentInput,
  handler: async ({ page, locale, preview }, { db }) => {
    const published = await publishedContent(db, page, locale);
    if (preview === undefined) return { ...published };
    await checkPreviewToken(db, preview, page);
    const draft = await findDraft(db, page, locale);
    if (!draft) return { ...published, is_preview: true };
    const content = readable(page, locale, draft.content);
    return { ...published, content, images: await imagesOf(db, content, locale), is_preview: true };
  },
});

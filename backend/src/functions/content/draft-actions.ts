import { content } from '@atelier/shared/actions';
import type { ContentDraftAnswer, ContentLocale, ContentPage } from '@atelier/shared/contract';
import { findDraft, findSchedule, saveDraft } from '../../db/content.ts';
import type { Queryable } from '../../db/database.ts';
import { implement } from '../registry.ts';
import { imagesOf, recordContentImages } from './content-images.ts';
import { publishedContent, readable, validDocument } from './page-content.ts';

/**
 * The page as the editor sees it: the draft (or the published document when there is no
 * draft), whether it differs from what the site shows, and the pending schedule.
 */
export async function draftAnswer(
  q: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<ContentDraftAnswer> {
  const published = await publishedContent(q, page, locale);
  const draft = await findDraft(q, page, locale);
  const content = draft ? readable(page, locale, draft.content) : published.content;
  return {
    page,
    locale,
    content,
    images: draft ? await imagesOf(q, content, locale) : published.images,
    has_unpublished_changes: JSON.stringify(content) !== JSON.stringify(published.content),
    version: published.version,
    published_at: published.published_at,
    draft_updated_at: draft?.updated_at ?? null,
    scheduled_at: await findSchedule(q, page, locale),
  };
}

export const getDraft = implement(content.actions.get_draft, {
  handler: async ({ page, locale }, { db }) => ({ draft: await draftAnswer(db, page, locale) }),
});

/** Saves the page's draft (checked against the page's schema); the site does not change. */
export const saveDraftAction = implement(content.actions.save_draft, {
  handler: async ({ page, locale, content }, { db, caller }) => {
    const document = validDocument(page, content);
    await db.transaction(async (tx) => {
      await saveDraft(tx, { page, locale, content: document }, caller.userId);
      await recordContentImages(tx, page, locale);
    });
    return { draft: await draftAnswer(db, page, locale) };
  },
});

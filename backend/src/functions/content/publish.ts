import { content } from '@atelier/shared/actions';
import { findDraft, saveSchedule } from '../../db/content.ts';
import { implement } from '../registry.ts';
import { draftAnswer } from './draft-actions.ts';
import { publishDocument, publishedContent, readable } from './page-content.ts';

/**
 * Publishes the page's draft now (the next revision, by the caller), or with `at` in the
 * future schedules it: the `content.publish` job publishes the draft as it stands then
 * (publish-job.ts). Scheduling again replaces the pending time; publishing now cancels it.
 */
export const publish = implement(content.actions.publish, {
  handler: async ({ page, locale, at }, { db, caller }) => {
    if (at !== undefined && Date.parse(at) > Date.now()) {
      await saveSchedule(db, { page, locale, at }, caller.userId);
      return {
        scheduled_at: new Date(at).toISOString(),
        draft: await draftAnswer(db, page, locale),
      };
    }
    const revision = await db.transaction(async (tx) => {
      const draft = await findDraft(tx, page, locale);
      const content = draft
        ? readable(page, locale, draft.content)
        : (await publishedContent(tx, page, locale)).content;
      return await publishDocument(tx, { page, locale, content }, caller.userId);
    });
    return {
      revision: { id: revision.id, version: revision.version, published_at: revision.published_at },
      draft: await draftAnswer(db, page, locale),
    };
  },
});

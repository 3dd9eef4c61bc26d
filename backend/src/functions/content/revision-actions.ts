import { content } from '@atelier/shared/actions';
import { isUuid } from '@atelier/shared/contract';
import { findRevision, listRevisions, saveDraft } from '../../db/content.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';
import { recordContentImages } from './content-images.ts';
import { draftAnswer } from './draft-actions.ts';
import { readable } from './page-content.ts';

/** Each publish of the page, newest first: version, when, by whom, which sections changed. */
export const getRevisions = implement(content.actions.get_revisions, {
  handler: async ({ page, locale }, { db }) => ({
    revisions: await listRevisions(db, page, locale),
  }),
});

/** Makes a revision the page's draft; publishing it puts it back on the site. */
export const restoreRevision = implement(content.actions.restore_revision, {
  handler: async ({ revision_id }, { db, caller }) => {
    const revision = isUuid(revision_id) ? await findRevision(db, revision_id) : null;
    if (!revision) throw new AppError('NOT_FOUND', 'Revision not found');
    const { page, locale } = revision;
    const content = readable(page, locale, revision.content);
    await db.transaction(async (tx) => {
      await saveDraft(tx, { page, locale, content }, caller.userId);
      await recordContentImages(tx, page, locale);
    });
    return { draft: await draftAnswer(db, page, locale) };
  },
});

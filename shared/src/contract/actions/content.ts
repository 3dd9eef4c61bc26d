import {
  contentDraftAnswer,
  contentPageInput,
  contentPreviewLinkSchema,
  contentRevisionsAnswer,
  getPublishedContentInput,
  publishContentInput,
  publishedContentAnswer,
  publishedDraftAnswer,
  restoreContentRevisionInput,
  saveContentDraftInput,
} from '../content';
import { defineActions } from './define';

/** `POST /functions/v1/content`: the public site's texts, drafts and revisions (docs/content.md). */
export const content = defineActions('content', {
  /** Public: the published page, or its draft with a preview token. */
  get_published: {
    access: 'public',
    input: getPublishedContentInput,
    output: publishedContentAnswer,
  },
  get_draft: { access: 'admin', input: contentPageInput, output: contentDraftAnswer },
  save_draft: { access: 'admin', input: saveContentDraftInput, output: contentDraftAnswer },
  /** Publishes the draft now, or schedules it with `at`. */
  publish: { access: 'admin', input: publishContentInput, output: publishedDraftAnswer },
  get_revisions: { access: 'admin', input: contentPageInput, output: contentRevisionsAnswer },
  /** Makes a revision the page's draft. */
  restore_revision: {
    access: 'admin',
    input: restoreContentRevisionInput,
    output: contentDraftAnswer,
  },
  /** A link that shows the page's drafts to anyone holding it, for 24 h. */
  create_preview_link: {
    access: 'admin',
    input: contentPageInput,
    output: contentPreviewLinkSchema,
  },
});

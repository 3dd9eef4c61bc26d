import { content as contentActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { createPreviewLink } from './create-preview-link.ts';
import { getDraft, saveDraftAction } from './draft-actions.ts';
import { getPublished } from './get-published.ts';
import { publish } from './publish.ts';
import { getRevisions, restoreRevision } from './revision-actions.ts';

/** `POST /functions/v1/content`; the contract is in docs/content.md. */
export const content = defineFunction(contentActions, {
  get_published: getPublished,
  get_draft: getDraft,
  save_draft: saveDraftAction,
  publish,
  get_revisions: getRevisions,
  restore_revision: restoreRevision,
  create_preview_link: createPreviewLink,
});

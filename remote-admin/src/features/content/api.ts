import { actionCaller, type CallOptions, registerDemoHandler } from '@atelier/shared';
import { whileDemoShown } from '@atelier/shared/api';
import type { ContentDocument, ContentLocale, ContentPage } from '@atelier/shared/contract';

/**
 * The `content` calls of /admin/content (docs/content.md). A write reaches demo data only
 * while the page already shows it (the demo refuses it); otherwise a failed write says so in
 * the server's words.
 */

const CONTENT_FUNCTION = 'content' as const;

const call = actionCaller(CONTENT_FUNCTION);

export type PageRef = { page: ContentPage; locale: ContentLocale };

export const contentKeys = {
  all: ['content'] as const,
  draft: (ref: PageRef) => ['content', 'draft', ref.page, ref.locale] as const,
  revisions: (ref: PageRef) => ['content', 'revisions', ref.page, ref.locale] as const,
};

export const getDraft = (ref: PageRef, options?: CallOptions) => call('get_draft', ref, options);

export const getRevisions = (ref: PageRef, options?: CallOptions) =>
  call('get_revisions', ref, options);

export const saveDraft = (ref: PageRef, content: ContentDocument) =>
  call('save_draft', { ...ref, content }, whileDemoShown());

/** Publishes now, or at `at` (an ISO date-time) through the job queue. */
export const publish = (ref: PageRef, at?: string) =>
  call('publish', at ? { ...ref, at } : ref, whileDemoShown());

export const restoreRevision = (revisionId: string) =>
  call('restore_revision', { revision_id: revisionId }, whileDemoShown());

export const createPreviewLink = (ref: PageRef) =>
  call('create_preview_link', ref, whileDemoShown());

let isDemoRegistered = false;

/** Registers the sample page (loaded on first use) for a server that cannot answer. */
export async function registerContentDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-content');
  for (const [action, handler] of Object.entries(demo.contentDemoHandlers)) {
    registerDemoHandler(CONTENT_FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}

import {
  type CallOptions,
  callFunction,
  registerDemoHandler,
  useDemoModeStore,
} from '@atelier/shared';
import type {
  ContentDocument,
  ContentDraftAnswer,
  ContentLocale,
  ContentPage,
  ContentPreviewLink,
  ContentRevision,
} from '@atelier/shared/contract';

/**
 * The `content` calls of /admin/content (docs/content.md). A write reaches demo data only
 * while the page already shows it (the demo refuses it); otherwise a failed write says so in
 * the server's words.
 */

const FUNCTION = 'content';

export type PageRef = { page: ContentPage; locale: ContentLocale };

export const contentKeys = {
  all: ['content'] as const,
  draft: (ref: PageRef) => ['content', 'draft', ref.page, ref.locale] as const,
  revisions: (ref: PageRef) => ['content', 'revisions', ref.page, ref.locale] as const,
};

const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});

export const getDraft = (ref: PageRef, options?: CallOptions) =>
  callFunction<{ draft: ContentDraftAnswer }>(FUNCTION, 'get_draft', ref, options);

export const getRevisions = (ref: PageRef, options?: CallOptions) =>
  callFunction<{ revisions: ContentRevision[] }>(FUNCTION, 'get_revisions', ref, options);

export const saveDraft = (ref: PageRef, content: ContentDocument) =>
  callFunction<{ draft: ContentDraftAnswer }>(
    FUNCTION,
    'save_draft',
    { ...ref, content },
    writeOptions(),
  );

export type Published = {
  draft: ContentDraftAnswer;
  scheduled_at?: string;
  revision?: { id: string; version: number; published_at: string };
};

/** Publishes now, or at `at` (an ISO date-time) through the job queue. */
export const publish = (ref: PageRef, at?: string) =>
  callFunction<Published>(FUNCTION, 'publish', at ? { ...ref, at } : ref, writeOptions());

export const restoreRevision = (revisionId: string) =>
  callFunction<{ draft: ContentDraftAnswer }>(
    FUNCTION,
    'restore_revision',
    { revision_id: revisionId },
    writeOptions(),
  );

export const createPreviewLink = (ref: PageRef) =>
  callFunction<ContentPreviewLink>(FUNCTION, 'create_preview_link', ref, writeOptions());

let isDemoRegistered = false;

/** Registers the sample page (loaded on first use) for a server that cannot answer. */
export async function registerContentDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-content');
  for (const [action, handler] of Object.entries(demo.contentDemoHandlers)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}

import { content } from '@atelier/shared/actions';
import { CONTENT_PAGE_PATHS, PREVIEW_LINK_HOURS } from '@atelier/shared/contract';
import { insertPreviewToken } from '../../db/content.ts';
import { implement } from '../registry.ts';
import { newPreviewToken } from './preview-tokens.ts';

/**
 * A link to the page on the public site that shows its drafts to anyone holding it, for 24 h
 * (no account needed). The link opens in the draft's language; the token is the page's.
 */
export const createPreviewLink = implement(content.actions.create_preview_link, {
  handler: async ({ page, locale }, { db, caller, auth }) => {
    const { token, hash } = newPreviewToken();
    const expiresAt = await insertPreviewToken(
      db,
      { hash, page, hours: PREVIEW_LINK_HOURS },
      caller.userId,
    );
    const url = new URL(CONTENT_PAGE_PATHS[page], auth.settings.siteUrl);
    url.searchParams.set('lng', locale);
    url.searchParams.set('preview', token);
    return { url: url.toString(), token, expires_at: expiresAt };
  },
});

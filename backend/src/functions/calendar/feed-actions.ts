import { randomBytes } from 'node:crypto';
import { calendar } from '@atelier/shared/actions';
import { deleteFeed, findFeedOf, insertFeed } from '../../db/calendar-feeds.ts';
import { implement } from '../registry.ts';
import { feedPath, hashFeedToken } from './feed-routes.ts';

/**
 * The caller's feed link. The first call makes it and answers its path; the backend keeps the
 * token's hash only, so later calls answer `path: null` (revoke_feed, then get_feed, for a new
 * link).
 */
export const getFeed = implement(calendar.actions.get_feed, {
  handler: async (_input, { db, caller }) => {
    const existing = await findFeedOf(db, caller.userId);
    if (existing) return { feed: { created_at: existing.created_at, path: null } };
    const token = randomBytes(32).toString('base64url');
    const made = await insertFeed(db, caller.userId, hashFeedToken(token));
    if (made) return { feed: { created_at: made.created_at, path: feedPath(token) } };
    // Another call made it first: its answer showed the link.
    const raced = await findFeedOf(db, caller.userId);
    return { feed: { created_at: raced?.created_at ?? new Date().toISOString(), path: null } };
  },
});

/** Deletes the caller's link (none: nothing to do); its URL answers 404 from now on. */
export const revokeFeed = implement(calendar.actions.revoke_feed, {
  handler: async (_input, { db, caller }) => {
    await deleteFeed(db, caller.userId);
    return {};
  },
});

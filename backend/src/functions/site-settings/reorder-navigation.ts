import { siteSettings } from '@atelier/shared/actions';
import { listPages, lockPageOrder, writePageOrder } from '../../db/site-pages.ts';
import { implement } from '../registry.ts';

/**
 * Puts the pages in the order given (every page once); the public navigation shows those
 * in it in that order. The answer is every page, as `get_pages` lists them.
 */
export const reorderNavigation = implement(siteSettings.actions.reorder_navigation, {
  handler: async ({ pages }, { db, caller }) =>
    await db.transaction(async (tx) => {
      await lockPageOrder(tx);
      await writePageOrder(tx, pages, caller.userId);
      return { pages: await listPages(tx) };
    }),
});

import { adminSitePagesAnswer, reorderNavigationInput } from '@atelier/shared/contract';
import { listPages, lockPageOrder, writePageOrder } from '../../db/site-pages.ts';
import { defineAction } from '../registry.ts';

/**
 * Puts the pages in the order given (every page once); the public navigation shows those
 * in it in that order. The answer is every page, as `get_pages` lists them.
 */
export const reorderNavigation = defineAction({
  access: 'admin',
  input: reorderNavigationInput,
  output: adminSitePagesAnswer,
  handler: async ({ pages }, { db, caller }) =>
    await db.transaction(async (tx) => {
      await lockPageOrder(tx);
      await writePageOrder(tx, pages, caller.userId);
      return { pages: await listPages(tx) };
    }),
});

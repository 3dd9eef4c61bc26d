import { siteSettings } from '@atelier/shared/actions';
import { SITE_LANGUAGES } from '@atelier/shared/contract';
import {
  listPages,
  lockPageOrder,
  writePageFlags,
  writePageOrder,
  writePageSeo,
} from '../../db/site-pages.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';

/**
 * Changes what is sent of one page: published, in the navigation, its position (the other
 * pages move to make room) and the SEO fields of each language sent. One transaction; the
 * answer is the page as `get_pages` lists it.
 */
export const updatePage = implement(siteSettings.actions.update_page, {
  handler: async (input, { db, caller }) => {
    const pages = await db.transaction(async (tx) => {
      const order = await lockPageOrder(tx);
      await writePageFlags(tx, input.page, input, caller.userId);
      if (input.nav_order !== undefined) {
        const others = order.filter((page) => page !== input.page);
        others.splice(input.nav_order - 1, 0, input.page);
        await writePageOrder(tx, others, caller.userId);
      }
      for (const language of SITE_LANGUAGES) {
        const seo = input.seo?.[language];
        if (seo) await writePageSeo(tx, input.page, language, seo);
      }
      return await listPages(tx);
    });
    return {
      page: readBack(
        pages.find((page) => page.page === input.page),
        `Page ${input.page}`,
      ),
    };
  },
});

import { siteSettings } from '@atelier/shared/actions';
import { listPages } from '../../db/site-pages.ts';
import { implement } from '../registry.ts';

/** Every page of the public site in navigation order, with who changed it last. */
export const getPages = implement(siteSettings.actions.get_pages, {
  handler: async (_input, { db }) => ({ pages: await listPages(db) }),
});

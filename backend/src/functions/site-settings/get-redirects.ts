import { siteSettings } from '@atelier/shared/actions';
import { listRedirects } from '../../db/site-pages.ts';
import { implement } from '../registry.ts';

/** Every redirect, by path, with who added it. */
export const getRedirects = implement(siteSettings.actions.get_redirects, {
  handler: async (_input, { db }) => ({ redirects: await listRedirects(db) }),
});

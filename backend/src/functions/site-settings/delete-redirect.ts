import { siteSettings } from '@atelier/shared/actions';
import { deleteRedirectRow } from '../../db/site-pages.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';

/** Removes a redirect: visitors of its path get that path again (or the not-found page). */
export const deleteRedirect = implement(siteSettings.actions.delete_redirect, {
  handler: async ({ id }, { db }) => {
    if (!(await deleteRedirectRow(db, id))) throw new AppError('NOT_FOUND', 'Redirect not found');
    return { id };
  },
});

import { deletedRedirectAnswer, redirectIdInput } from '@atelier/shared/contract';
import { deleteRedirectRow } from '../../db/site-pages.ts';
import { AppError } from '../../errors.ts';
import { defineAction } from '../registry.ts';

/** Removes a redirect: visitors of its path get that path again (or the not-found page). */
export const deleteRedirect = defineAction({
  access: 'admin',
  input: redirectIdInput,
  output: deletedRedirectAnswer,
  handler: async ({ id }, { db }) => {
    if (!(await deleteRedirectRow(db, id))) throw new AppError('NOT_FOUND', 'Redirect not found');
    return { id };
  },
});

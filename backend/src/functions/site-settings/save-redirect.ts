import { siteSettings } from '@atelier/shared/actions';
import { type FieldFailure, redirectTargetPath } from '@atelier/shared/contract';
import {
  findRedirect,
  insertRedirect,
  lockRedirectMap,
  updateRedirect,
} from '../../db/site-pages.ts';
import { AppError, fieldFailure } from '../../errors.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';

const invalid = (field: 'from' | 'to', message: string, code: FieldFailure) =>
  new AppError(
    'VALIDATION_FAILED',
    'Some fields are invalid',
    { [field]: message },
    { fieldCodes: { [field]: code } },
  );

/**
 * Adds a redirect, or changes one when `id` is sent. Refused: a path another redirect already
 * starts from (409), the home page, and a redirect whose target leads back to its own path
 * through the others (a visitor would bounce forever). The redirects are locked while checked,
 * so two saves at once cannot build a loop between them.
 */
export const saveRedirect = implement(siteSettings.actions.save_redirect, {
  handler: async ({ id, from, to, permanent }, { db, caller }) => {
    if (from === '/')
      throw invalid(
        'from',
        'The home page cannot be redirected',
        fieldFailure('home_not_redirectable'),
      );
    const redirect = { from, to, permanent: permanent ?? true };
    const savedId = await db.transaction(async (tx) => {
      const others = await lockRedirectMap(tx, id ?? null);
      if (others.has(from)) {
        throw new AppError(
          'CONFLICT',
          `A redirect from ${from} already exists`,
          { from: `A redirect from ${from} already exists` },
          {
            reason: 'redirect_exists',
            params: { from },
            fieldCodes: { from: { code: 'redirect_exists', from } },
          },
        );
      }
      if (leadsBackTo(from, to, others)) {
        throw invalid(
          'to',
          `This redirect would loop: following ${to} leads back to ${from}`,
          fieldFailure('redirect_loop', { to, from }),
        );
      }
      if (id === undefined) return await insertRedirect(tx, redirect, caller.userId);
      if (!(await updateRedirect(tx, id, redirect))) {
        throw new AppError('NOT_FOUND', 'Redirect not found');
      }
      return id;
    });
    return { redirect: readBack(await findRedirect(db, savedId), `Redirect ${savedId}`) };
  },
});

/** Whether following `to` through the other redirects ever arrives at `from`. */
function leadsBackTo(
  from: string,
  to: string,
  others: ReadonlyMap<string, { to: string }>,
): boolean {
  const seen = new Set<string>();
  let path = redirectTargetPath(to);
  while (path !== null && !seen.has(path)) {
    if (path === from) return true;
    seen.add(path);
    const next = others.get(path);
    path = next ? redirectTargetPath(next.to) : null;
  }
  return false;
}

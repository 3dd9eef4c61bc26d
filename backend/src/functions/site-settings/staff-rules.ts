import { isUuid } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findStaffUser } from '../../db/staff-accounts.ts';
import { AppError, conflict } from '../../errors.ts';

/** The staff account `id`, or 404 (a client's account is not one: it is not managed here). */
export async function staffUserOr404(q: Queryable, id: string) {
  const user = isUuid(id) ? await findStaffUser(q, id) : null;
  if (!user) throw userNotFound();
  return user;
}

export const userNotFound = (): AppError => new AppError('NOT_FOUND', 'No such user');

export const LAST_SUPER_ADMIN_MESSAGE =
  'This is the last active super_admin; make another user super_admin first';

export const lastSuperAdmin = (): AppError =>
  conflict('last_super_admin', LAST_SUPER_ADMIN_MESSAGE);

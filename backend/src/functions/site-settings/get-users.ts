import { siteSettings } from '@atelier/shared/actions';
import { listStaffUsers } from '../../db/staff-accounts.ts';
import { implement } from '../registry.ts';

/** The agency's staff accounts (admins and super_admins); clients are managed on their pages. */
export const getUsers = implement(siteSettings.actions.get_users, {
  handler: async (_input, { db }) => ({ users: await listStaffUsers(db) }),
});

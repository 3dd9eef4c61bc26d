import { siteSettings } from '@atelier/shared/actions';
import { isUuid } from '@atelier/shared/contract';
import { invalidatePasswordResets } from '../../auth/password-reset.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { lockForRoleChange, setAccountActive, setStaffRole } from '../../db/staff-accounts.ts';
import { AppError, conflict } from '../../errors.ts';
import { implement } from '../registry.ts';
import { lastSuperAdmin, staffUserOr404, userNotFound } from './staff-rules.ts';

/**
 * Changes a staff account's role and/or deactivates or reactivates it. Only a super_admin
 * changes roles or touches a super_admin's account; nobody deactivates themselves; and the
 * last active super_admin can be neither demoted nor deactivated (409), decided on a count
 * locked for the transaction. Deactivating ends every session of the account and its open
 * password links; its records stay.
 */
export const updateUser = implement(siteSettings.actions.update_user, {
  handler: async (input, { db, caller }) => {
    const isSuper = caller.role === 'super_admin';
    // An id that is no uuid names nobody; as a parameter it would fail the locking statement.
    if (!isUuid(input.id)) throw userNotFound();
    return await db.transaction(async (tx) => {
      const superAdmins = await lockForRoleChange(tx, input.id);
      const user = await staffUserOr404(tx, input.id);
      const changesRole = input.role !== undefined && input.role !== user.role;
      const changesActive = input.is_active !== undefined && input.is_active !== user.is_active;
      if (changesRole && !isSuper) {
        throw new AppError('FORBIDDEN', 'Only a super_admin can change roles');
      }
      if (changesActive && user.role === 'super_admin' && !isSuper) {
        throw new AppError('FORBIDDEN', "Only a super_admin can change a super_admin's account");
      }
      if (changesActive && input.is_active === false && user.id === caller.userId) {
        throw conflict('cannot_deactivate_self', 'You cannot deactivate your own account');
      }
      const losesSuperAdmin =
        user.role === 'super_admin' &&
        user.is_active &&
        ((changesRole && input.role !== 'super_admin') ||
          (changesActive && input.is_active === false));
      if (losesSuperAdmin && superAdmins <= 1) throw lastSuperAdmin();

      if (changesRole && input.role) await setStaffRole(tx, user.id, input.role);
      if (changesActive && input.is_active !== undefined) {
        await setAccountActive(tx, user.id, input.is_active, caller.userId);
        if (!input.is_active) {
          await revokeUserSessions(tx, user.id, 'account_deactivated');
          await invalidatePasswordResets(tx, user.id);
        }
      }
      return { user: await staffUserOr404(tx, user.id) };
    });
  },
});

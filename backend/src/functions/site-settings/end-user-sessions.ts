import { siteSettings } from '@atelier/shared/actions';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { countLiveSessions } from '../../db/staff-accounts.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';
import { staffUserOr404 } from './staff-rules.ts';

/**
 * Signs a staff account out everywhere (a lost laptop, a shared password): every session
 * ends at once, its tokens are refused from the next request on. A super_admin's sessions
 * are a super_admin's to end. The caller's own account is allowed: they are signed out too.
 */
export const endUserSessions = implement(siteSettings.actions.end_user_sessions, {
  handler: async ({ id }, { db, caller }) =>
    await db.transaction(async (tx) => {
      const user = await staffUserOr404(tx, id);
      if (user.role === 'super_admin' && caller.role !== 'super_admin') {
        throw new AppError('FORBIDDEN', "Only a super_admin can end a super_admin's sessions");
      }
      const ended = await countLiveSessions(tx, id);
      await revokeUserSessions(tx, id, 'ended_by_admin');
      return { ended, user: await staffUserOr404(tx, id) };
    }),
});

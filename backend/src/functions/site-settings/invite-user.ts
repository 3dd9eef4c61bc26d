import { randomBytes } from 'node:crypto';
import { siteSettings } from '@atelier/shared/actions';
import { findAccountById, insertAccount } from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { createPasswordInvitation } from '../../auth/password-reset.ts';
import { AppError } from '../../errors.ts';
import { implement } from '../registry.ts';
import { staffUserOr404 } from './staff-rules.ts';

/**
 * Creates an `admin` account and e-mails it a link to choose its password: the team
 * invitation's mechanism (`createPasswordInvitation`, team-management's invite_team_member),
 * without a team member record. A super_admin is made by promoting an admin afterwards.
 */
export const inviteUser = implement(siteSettings.actions.invite_user, {
  handler: async (input, { db, auth, caller }) => {
    // Nobody knows this password: the account is only usable once the link sets one. Hashed
    // before the transaction, as scrypt must not hold a database connection.
    const unusableHash = await hashPassword(
      randomBytes(32).toString('base64url'),
      auth.settings.passwordCost,
    );
    return await db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        email: input.email,
        passwordHash: unusableHash,
        firstName: input.first_name,
        lastName: input.last_name,
        company: null,
        role: 'admin',
      });
      if (!account) {
        throw new AppError(
          'EMAIL_TAKEN',
          'An account with this e-mail already exists',
          { email: 'An account with this e-mail already exists' },
          { reason: 'email_taken', fieldCodes: { email: { code: 'email_taken' } } },
        );
      }
      // A reply to the invitation reaches the admin who sent it, not the no-reply sender.
      const inviter = await findAccountById(tx, caller.userId);
      const { expiresAt } = await createPasswordInvitation(tx, account, {
        siteUrl: auth.settings.siteUrl,
        replyTo: inviter?.email,
      });
      return {
        user: await staffUserOr404(tx, account.id),
        invitation: { email: account.email, expires_at: expiresAt },
      };
    });
  },
});

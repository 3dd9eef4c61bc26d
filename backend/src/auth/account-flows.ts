import {
  findAccountById,
  findCredentialsByEmail,
  findPasswordHash,
  recordSignIn,
  setPasswordHash,
  updateProfile,
} from './accounts.ts';
import { type AuthContext, ipOf } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import type { AuthService } from './auth-service.ts';
import { normalizeEmail } from './email.ts';
import { applyEmailChange, requestEmailChange } from './email-change.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  consumePasswordReset,
  createPasswordReset,
  invalidatePasswordResets,
} from './password-reset.ts';
import { revokeUserSessions, startSession } from './sessions.ts';

/**
 * Credentials and the account: password resets and invitations, changing the password or
 * the e-mail (each ends the sessions it must), and the profile.
 */
export type AccountFlows = Pick<
  AuthService,
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'acceptInvitation'
  | 'signInWithResetToken'
  | 'changePassword'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'updateProfile'
>;

export function accountFlows(context: AuthContext): AccountFlows {
  const { db, settings, tokenOptions, limit, afterAnswer } = context;

  return {
    async requestPasswordReset(email, client) {
      const address = normalizeEmail(email);
      const rule = settings.rateLimits.passwordReset;
      await limit([
        { bucket: 'reset:ip', subject: ipOf(client), rule },
        { bucket: 'reset:email', subject: address, rule },
      ]);
      // Everything that depends on whether the account exists runs after the answer, so the
      // answer takes the same time either way (docs/auth.md).
      afterAnswer('password reset request', async () => {
        const found = await findCredentialsByEmail(db, address);
        if (!found || found.isDeactivated) return;
        await db.transaction((tx) =>
          createPasswordReset(tx, found.account, {
            siteUrl: settings.siteUrl,
            ttlSeconds: settings.passwordResetTtlSeconds,
          }),
        );
      });
    },

    async resetPassword(token, password) {
      // Hashed before the transaction: scrypt must not hold a database connection.
      const passwordHash = await hashPassword(password, settings.passwordCost);
      await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token);
        if (!userId) throw new AuthError('invalid_reset_token');
        await setPasswordHash(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId, 'password_reset');
        await invalidatePasswordResets(tx, userId);
      });
    },

    async acceptInvitation(token, password, client) {
      const passwordHash = await hashPassword(password, settings.passwordCost);
      return await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token);
        if (!userId) throw new AuthError('invalid_reset_token');
        await setPasswordHash(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId, 'password_reset');
        await invalidatePasswordResets(tx, userId);
        const account = await recordSignIn(tx, userId);
        if (!account) throw new AuthError('invalid_reset_token');
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async signInWithResetToken(token, client) {
      return await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token);
        const account = userId ? await recordSignIn(tx, userId) : null;
        if (!account) throw new AuthError('invalid_reset_token');
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async changePassword({ account, sessionId }, password) {
      const currentHash = await findPasswordHash(db, account.id);
      if (currentHash && (await verifyPassword(password, currentHash))) {
        throw new AuthError('same_password', {
          fields: { password: 'New password should be different from the old password.' },
          fieldCodes: { password: { code: 'same_password' } },
        });
      }
      const passwordHash = await hashPassword(password, settings.passwordCost);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, account.id, passwordHash);
        await revokeUserSessions(tx, account.id, 'password_change', sessionId);
        await invalidatePasswordResets(tx, account.id);
      });
      return (await findAccountById(db, account.id)) ?? account;
    },

    async requestEmailChange({ account }, email) {
      const address = normalizeEmail(email);
      if (address === account.email) return;
      await db.transaction((tx) => requestEmailChange(tx, account, address, settings.siteUrl));
    },

    async confirmEmailChange(token, client) {
      return await db.transaction(async (tx) => {
        const userId = await applyEmailChange(tx, token);
        // A credential changed: every session ends, and links sent to the old address too.
        await revokeUserSessions(tx, userId, 'email_change');
        await invalidatePasswordResets(tx, userId);
        const account = await recordSignIn(tx, userId);
        if (!account) throw new AuthError('invalid_email_change_token');
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async updateProfile(userId, changes) {
      const account = await updateProfile(db, userId, changes);
      if (!account) throw new AuthError('session_ended');
      return account;
    },
  };
}

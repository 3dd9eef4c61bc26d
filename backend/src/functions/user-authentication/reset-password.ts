import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { checkNewPasswordOnServer } from './new-password.ts';

/** Sets the new password and ends every session of the account. */
export const resetPassword = implement(userAuthentication.actions.reset_password, {
  handler: async ({ token, password }, ctx) => {
    checkNewPasswordOnServer(password);
    await ctx.auth.resetPassword(token, password);
    return {};
  },
});

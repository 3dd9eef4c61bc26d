import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';

/** Always succeeds, so the answer never tells whether an account exists. */
export const requestPasswordReset = implement(userAuthentication.actions.request_password_reset, {
  handler: async ({ email }, ctx) => {
    await ctx.auth.requestPasswordReset(email, ctx.request);
    return {};
  },
});

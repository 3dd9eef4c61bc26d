import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';

/** The token is the credential: its session ends, also when the token has expired. */
export const logout = implement(userAuthentication.actions.logout, {
  handler: async ({ token }, ctx) => {
    await ctx.auth.signOutToken(token);
    return {};
  },
});

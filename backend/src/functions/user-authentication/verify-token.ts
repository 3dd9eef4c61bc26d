import { userAuthentication } from '@atelier/shared/actions';
import { toProductUser } from '../../auth/accounts.ts';
import { implement } from '../registry.ts';

export const verifyToken = implement(userAuthentication.actions.verify_token, {
  handler: async ({ token }, ctx) => {
    const { account } = await ctx.auth.authenticate(token);
    return { user: toProductUser(account) };
  },
});

import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { checkNewPasswordOnServer } from './new-password.ts';
import { sessionAnswer } from './session-answer.ts';

/**
 * The page an invitation's link opens (team or portal): the invitee chooses their password and
 * is signed in, their other sessions (none, for a new account) ended.
 */
export const acceptInvitation = implement(userAuthentication.actions.accept_invitation, {
  handler: async ({ token, password }, ctx) => {
    checkNewPasswordOnServer(password);
    return sessionAnswer(await ctx.auth.acceptInvitation(token, password, ctx.request));
  },
});

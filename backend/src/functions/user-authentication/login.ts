import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { sessionAnswer } from './session-answer.ts';

export const login = implement(userAuthentication.actions.login, {
  handler: async (credentials, ctx) =>
    sessionAnswer(await ctx.auth.signIn(credentials, ctx.request)),
});

import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { checkNewPasswordOnServer } from './new-password.ts';
import { sessionAnswer } from './session-answer.ts';

export const register = implement(userAuthentication.actions.register, {
  handler: async (registration, ctx) => {
    checkNewPasswordOnServer(registration.password);
    return sessionAnswer(await ctx.auth.register(registration, ctx.request));
  },
});

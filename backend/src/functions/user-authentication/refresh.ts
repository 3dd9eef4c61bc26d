import { userAuthentication } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { sessionAnswer } from './session-answer.ts';

export const refresh = implement(userAuthentication.actions.refresh, {
  handler: async ({ refreshToken }, ctx) => sessionAnswer(await ctx.auth.refresh(refreshToken)),
});

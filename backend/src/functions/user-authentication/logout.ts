import { emptyAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { defineAction } from '../registry.ts';
import { tokenField } from './token-field.ts';

export const logoutInput = z.object({ token: tokenField('Token') });

/** The token is the credential: its session ends, also when the token has expired. */
export const logout = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: logoutInput,
  output: emptyAnswer,
  handler: async ({ token }, ctx) => {
    await ctx.auth.signOutToken(token);
    return {};
  },
});

import { emptyAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { passwordSchema } from '../../auth/password.ts';
import { defineAction } from '../registry.ts';
import { tokenField } from './token-field.ts';

export const resetPasswordInput = z.object({
  token: tokenField('Reset token'),
  password: passwordSchema,
});

/** Sets the new password and ends every session of the account. */
export const resetPassword = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: resetPasswordInput,
  output: emptyAnswer,
  handler: async ({ token, password }, ctx) => {
    await ctx.auth.resetPassword(token, password);
    return {};
  },
});

import { productUserAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { toProductUser } from '../../auth/accounts.ts';
import { defineAction } from '../registry.ts';
import { tokenField } from './token-field.ts';

export const verifyTokenInput = z.object({ token: tokenField('Token') });

export const verifyToken = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: verifyTokenInput,
  output: productUserAnswer,
  handler: async ({ token }, ctx) => {
    const { account } = await ctx.auth.authenticate(token);
    return { user: toProductUser(account) };
  },
});

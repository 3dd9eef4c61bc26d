import { emptyAnswer, text } from '@atelier/shared/contract';
import { z } from 'zod';
import { defineAction } from '../registry.ts';

export const requestPasswordResetInput = z.object({
  email: text({ what: 'Email', error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(1024, 'Email is too long'),
});

/** Always succeeds, so the answer never tells whether an account exists. */
export const requestPasswordReset = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: requestPasswordResetInput,
  output: emptyAnswer,
  handler: async ({ email }, ctx) => {
    await ctx.auth.requestPasswordReset(email, ctx.request);
    return {};
  },
});

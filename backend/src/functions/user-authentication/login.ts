import { sessionAnswerSchema, text } from '@atelier/shared/contract';
import { z } from 'zod';
import { defineAction } from '../registry.ts';
import { sessionAnswer } from './session-answer.ts';

export const loginInput = z.object({
  // Only presence is checked: a malformed address is simply not an account, and gets the
  // same answer as a wrong password.
  email: text({ what: 'Email', error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(1024, 'Email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});

export const login = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: loginInput,
  output: sessionAnswerSchema,
  handler: async (credentials, ctx) =>
    sessionAnswer(await ctx.auth.signIn(credentials, ctx.request)),
});

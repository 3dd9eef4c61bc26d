import { sessionAnswerSchema } from '@atelier/shared/contract';
import { registrationSchema } from '../../auth/account-rules.ts';
import { defineAction } from '../registry.ts';
import { sessionAnswer } from './session-answer.ts';

export const register = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: registrationSchema,
  output: sessionAnswerSchema,
  handler: async (registration, ctx) =>
    sessionAnswer(await ctx.auth.register(registration, ctx.request)),
});

import { sessionAnswerSchema } from '@atelier/shared/contract';
import { z } from 'zod';
import { defineAction } from '../registry.ts';
import { sessionAnswer } from './session-answer.ts';
import { tokenField } from './token-field.ts';

export const refreshInput = z.object({ refreshToken: tokenField('Refresh token') });

export const refresh = defineAction({
  access: 'public',
  credentialsInPayload: true,
  input: refreshInput,
  output: sessionAnswerSchema,
  handler: async ({ refreshToken }, ctx) => sessionAnswer(await ctx.auth.refresh(refreshToken)),
});

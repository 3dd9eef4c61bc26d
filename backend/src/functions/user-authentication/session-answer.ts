import type { sessionAnswerSchema } from '@atelier/shared/contract';
import type { z } from 'zod';
import { toProductUser } from '../../auth/accounts.ts';
import type { SignedIn } from '../../auth/auth-service.ts';

/** What login, register and refresh answer (besides `success: true`): `sessionAnswerSchema`. */
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const sessionAnswer = ({ account, tokens }: SignedIn): SessionAnswer => ({
  user: toProductUser(account),
  token: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresAt: tokens.expiresAt,
});

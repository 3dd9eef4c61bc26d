import { type ProductUser, toProductUser } from '../../auth/accounts.ts';
import type { SignedIn } from '../../auth/auth-service.ts';

/** What login, register and refresh answer (besides `success: true`). */
// A type, not an interface: handler results must fit ActionResult's index signature.
export type SessionAnswer = {
  user: ProductUser;
  /** The access token (JWT): send it as `Authorization: Bearer <token>`. */
  token: string;
  /** Single use: `refresh` answers a new one each time. */
  refreshToken: string;
  /** Unix time in seconds when `token` expires. */
  expiresAt: number;
};

export const sessionAnswer = ({ account, tokens }: SignedIn): SessionAnswer => ({
  user: toProductUser(account),
  token: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresAt: tokens.expiresAt,
});

import type { Session } from '../auth/auth-store';
import { actionCaller, type OutputOf } from './call-function';
import type { ApiFailure, ApiResult } from './result';

const FUNCTION = 'user-authentication' as const;

/** What `login`, `register` and `refresh` answer on success. */
type SessionAnswer = OutputOf<typeof FUNCTION, 'login'>;

export type RegistrationInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company?: string;
};

/**
 * Every action of the authentication function. None may fall back to demo data (a fake
 * session would be worse than a visible failure), and none sends the stored session: each
 * carries what it needs in its body, and a stale bearer would make the server refuse it.
 */
const call = actionCaller(FUNCTION, { demoFallback: false, sendSession: false });

/** A success answer lacking what a session needs is a failure, not a half session. */
function toSession(result: ApiResult<SessionAnswer>): ApiResult<{ session: Session }> {
  if (!result.success) return result;
  const { user, token, refreshToken, expiresAt } = result;
  if (typeof token !== 'string' || !token || typeof user?.role !== 'string') {
    return { success: false, error: 'The server answered without a session', code: 'INTERNAL' };
  }
  return {
    success: true,
    session: {
      user,
      token,
      refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : null,
      expiresAt: typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : null,
    },
  };
}

export const login = async (email: string, password: string) =>
  toSession(await call('login', { email, password }));

export const register = async (input: RegistrationInput) =>
  toSession(await call('register', input));

export const refreshSession = async (refreshToken: string) =>
  toSession(await call('refresh', { refreshToken }));

export const verifyToken = (token: string) => call('verify_token', { token });

export const requestPasswordReset = (email: string) => call('request_password_reset', { email });

export const resetPassword = (token: string, password: string) =>
  call('reset_password', { token, password });

/**
 * A proposal e-mail's link (docs/auth.md "Proposal links"): the client's session, and the
 * proposal the link opens. A refused link is `INVALID_LINK`.
 */
export async function signInWithLink(
  proposalId: string,
  token: string,
): Promise<ApiResult<{ session: Session; proposalId: string }>> {
  const result = await call('sign_in_with_link', { proposal_id: proposalId, token });
  if (!result.success) return result;
  const signedIn = toSession(result);
  if (!signedIn.success) return signedIn;
  return { success: true, session: signedIn.session, proposalId: result.proposal_id };
}

/** Ends the session of `token` on the server, even when that token has just expired. */
export const logout = (token: string, signal?: AbortSignal) =>
  call('logout', { token }, { signal });

/**
 * Failures that say nothing about the credentials: the server was unreachable, busy or
 * broken. Anything else is the server's word that they are no good.
 */
const TRANSIENT_CODES = new Set([
  'NETWORK_ERROR',
  'SERVER_UNAVAILABLE',
  'INTERNAL',
  'RATE_LIMITED',
  'FUNCTION_NOT_AVAILABLE',
]);

export const isTransientFailure = (failure: Pick<ApiFailure, 'code'>): boolean =>
  TRANSIENT_CODES.has(failure.code);

import { AppError } from '../errors.ts';
import type { Keys } from './keys.ts';
import type { UserRole } from './roles.ts';
import { InvalidTokenError, type VerifiedToken, verifyToken } from './session-token.ts';

export type AnonymousCaller = { kind: 'anonymous' };
export type UserCaller = { kind: 'user'; userId: string; role: UserRole; sessionId: string };
export type Caller = AnonymousCaller | UserCaller;

export interface ResolveCallerOptions {
  /**
   * Check the token's signature and expiry only: the action reads the session in its own
   * statement and confirms it with `confirmLiveSession` (registry: `sessionCheck`).
   */
  isSessionCheckedByAction?: boolean;
}

/** Turns the bearer token of a request (null when there is none) into the caller. */
export type ResolveCaller = (
  token: string | null,
  options?: ResolveCallerOptions,
) => Promise<Caller>;

/**
 * Decides whether a correctly signed session is still valid, and returns the caller as the
 * server knows it now (e.g. its current role), or null when the session has ended.
 */
export type SessionCheck = (session: UserCaller) => Promise<UserCaller | null>;

/** Stateless check: a signed, unexpired token is enough. Replaced once sessions are stored. */
export const trustSignedSession: SessionCheck = async (session) => session;

export interface CallerResolverOptions {
  keys: Keys;
  checkSession?: SessionCheck;
}

/** How many verified tokens a resolver remembers (a few hundred bytes each). */
const REMEMBERED_TOKENS = 1000;

/**
 * `verifyToken` remembering what it verified until the token expires: a client sends the same
 * token for up to an hour, and its signature does not change meanwhile. Only the stateless part
 * is remembered — whether the session still holds is asked on every request all the same. A
 * refused token is never remembered; when full, the oldest is forgotten first.
 */
function rememberingVerifier(jwtSecret: string) {
  const verifiedTokens = new Map<string, VerifiedToken>();
  return async (token: string): Promise<VerifiedToken> => {
    const known = verifiedTokens.get(token);
    // jose's rule, to the second: a token is expired from its `exp` on.
    if (known && Math.floor(Date.now() / 1000) < known.expiresAt) return known;
    verifiedTokens.delete(token);
    const verified = await verifyToken(jwtSecret, token);
    if (verifiedTokens.size >= REMEMBERED_TOKENS) {
      const oldest = verifiedTokens.keys().next();
      if (!oldest.done) verifiedTokens.delete(oldest.value);
    }
    verifiedTokens.set(token, verified);
    return verified;
  };
}

export function createCallerResolver({
  keys,
  checkSession = trustSignedSession,
}: CallerResolverOptions): ResolveCaller {
  const verify = rememberingVerifier(keys.jwtSecret);
  return async (token, options = {}) => {
    if (token === null || token === keys.anonKey) return { kind: 'anonymous' };
    let verified: VerifiedToken;
    try {
      verified = await verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new AppError('INVALID_TOKEN', error.message);
      throw error;
    }
    if (verified.kind === 'anon') return { kind: 'anonymous' };
    const { userId, role, sessionId } = verified.identity;
    const claimed: UserCaller = { kind: 'user', userId, role, sessionId };
    if (options.isSessionCheckedByAction) return claimed;
    const caller = await checkSession(claimed);
    if (!caller) throw sessionEnded();
    return caller;
  };
}

const sessionEnded = () => new AppError('INVALID_TOKEN', 'Session has ended; sign in again');

/**
 * The caller as the server knows it now, from the role an action's statement read for the
 * claimed session (null: the session has ended, 401 as `createCallerResolver` answers).
 */
export function confirmLiveSession(claimed: UserCaller, liveRole: UserRole | null): UserCaller {
  if (liveRole === null) throw sessionEnded();
  return { ...claimed, role: liveRole };
}

/** The token of an `Authorization: Bearer <token>` header; null when the header is absent. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new AppError('INVALID_TOKEN', 'Authorization header must be "Bearer <token>"');
  }
  return match[1];
}

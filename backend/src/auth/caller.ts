import { AppError } from '../errors.ts';
import type { Keys } from './keys.ts';
import type { UserRole } from './roles.ts';
import { InvalidTokenError, verifyToken } from './session-token.ts';

export type AnonymousCaller = { kind: 'anonymous' };
export type UserCaller = { kind: 'user'; userId: string; role: UserRole; sessionId: string };
export type Caller = AnonymousCaller | UserCaller;

/** Turns the bearer token of a request (null when there is none) into the caller. */
export type ResolveCaller = (token: string | null) => Promise<Caller>;

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

export function createCallerResolver({
  keys,
  checkSession = trustSignedSession,
}: CallerResolverOptions): ResolveCaller {
  return async (token) => {
    if (token === null || token === keys.anonKey) return { kind: 'anonymous' };
    let verified: Awaited<ReturnType<typeof verifyToken>>;
    try {
      verified = await verifyToken(keys.jwtSecret, token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new AppError('INVALID_TOKEN', error.message);
      throw error;
    }
    if (verified.kind === 'anon') return { kind: 'anonymous' };
    const { userId, role, sessionId } = verified.identity;
    const caller = await checkSession({ kind: 'user', userId, role, sessionId });
    if (!caller) throw new AppError('INVALID_TOKEN', 'Session has ended; sign in again');
    return caller;
  };
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

import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ISSUER, secretKey } from './keys.ts';
import { type UserRole, userRoles } from './roles.ts';

/** Who a session token speaks for. */
export interface SessionIdentity {
  userId: string;
  role: UserRole;
  sessionId: string;
  email?: string | undefined;
}

export const DEFAULT_SESSION_TTL_SECONDS = 3600;

/**
 * Signs an access token shaped like GoTrue's (sub, aud/role "authenticated", session_id),
 * so @supabase/supabase-js treats it as a normal session; our role is in app_metadata.role.
 */
export async function signSessionToken(
  jwtSecret: string,
  identity: SessionIdentity,
  { expiresInSeconds = DEFAULT_SESSION_TTL_SECONDS, now = new Date() } = {},
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return await new SignJWT({
    role: 'authenticated',
    session_id: identity.sessionId,
    email: identity.email,
    app_metadata: { provider: 'email', providers: ['email'], role: identity.role },
    // Password sign-in only: assurance level 1, as GoTrue marks it for supabase-js.
    aal: 'aal1',
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience('authenticated')
    .setSubject(identity.userId)
    // Unique per token: two tokens of one session issued in the same second still differ.
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(secretKey(jwtSecret));
}

const anonClaims = z.object({ role: z.literal('anon') });

const sessionClaims = z.object({
  role: z.literal('authenticated'),
  sub: z.string().min(1),
  session_id: z.string().min(1),
  email: z.string().optional(),
  app_metadata: z.object({ role: z.enum(userRoles) }),
});

/** What a valid token says, and until when (`exp`, Unix seconds). */
export type VerifiedToken = { expiresAt: number } & (
  | { kind: 'anon' }
  | { kind: 'session'; identity: SessionIdentity }
);

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/**
 * Checks signature (HS256 only), issuer and expiry, then the claims' shape. `allowExpired`
 * skips the expiry check only (signing out with an expired token still ends its session).
 */
export async function verifyToken(
  jwtSecret: string,
  token: string,
  { allowExpired = false } = {},
): Promise<VerifiedToken> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secretKey(jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp'],
      ...(allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('Token has expired');
    if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError('Token is not valid');
    throw error;
  }
  // requiredClaims: jose has checked that exp is there and a number.
  const expiresAt = (payload as { exp: number }).exp;
  if (anonClaims.safeParse(payload).success) return { kind: 'anon', expiresAt };
  const session = sessionClaims.safeParse(payload);
  if (!session.success) throw new InvalidTokenError('Token is not a session token');
  const claims = session.data;
  return {
    kind: 'session',
    expiresAt,
    identity: {
      userId: claims.sub,
      role: claims.app_metadata.role,
      sessionId: claims.session_id,
      email: claims.email,
    },
  };
}

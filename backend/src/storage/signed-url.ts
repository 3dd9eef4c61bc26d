import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ISSUER, secretKey } from '../auth/keys.ts';
import type { BucketName } from './buckets.ts';
import { StorageError } from './storage-error.ts';

/** Only these tokens open objects: a session token (audience "authenticated") never does. */
const AUDIENCE = 'atelier-storage';

export const MAX_SIGNED_URL_SECONDS = 30 * 24 * 3600;

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

/** An HS256 JWT naming one object (`url`: `<bucket>/<path>`, as Supabase's) and its expiry. */
export async function signObjectToken(
  jwtSecret: string,
  target: { bucket: BucketName; path: string },
  expiresInSeconds: number,
  now: Date,
): Promise<SignedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + expiresInSeconds;
  const token = await new SignJWT({ url: `${target.bucket}/${target.path}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey(jwtSecret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** Throws 400 unless `token` is ours, unexpired and names exactly this object. */
export async function verifyObjectToken(
  jwtSecret: string,
  token: string,
  target: { bucket: BucketName; path: string },
  now: Date,
): Promise<{ expiresAt: Date }> {
  let payload: { url?: unknown; exp?: number };
  try {
    ({ payload } = await jwtVerify(token, secretKey(jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp'],
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new StorageError('ExpiredToken', 'The signed URL has expired');
    }
    throw new StorageError('InvalidSignature', 'The signed URL is not valid');
  }
  if (payload.url !== `${target.bucket}/${target.path}` || payload.exp === undefined) {
    throw new StorageError('InvalidSignature', 'The signed URL is not valid for this object');
  }
  return { expiresAt: new Date(payload.exp * 1000) };
}

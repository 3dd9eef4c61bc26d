import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token (refresh tokens, reset links), URL-safe. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token: a leaked table gives no usable token. An
 * unsalted SHA-256 is enough for 256-bit random values (nothing to brute-force).
 */
export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

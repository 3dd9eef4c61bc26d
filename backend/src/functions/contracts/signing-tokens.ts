import { createHash, randomBytes } from 'node:crypto';

/**
 * A signer's link token: 32 random bytes, base64url (43 characters). Only its SHA-256 (hex of
 * the token's UTF-8 text) is stored in `contract_signers.token_hash`, so nobody, the agency
 * included, can read a link back from the records; the e-signature function finds a signer by
 * hashing the token it is given with `hashSigningToken`.
 */
export const hashSigningToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export function newSigningToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSigningToken(token) };
}

/** The signing page of `remote-portal`, on the public site (`ATELIER_SITE_URL`). */
export const signingLink = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/sign/${token}`;

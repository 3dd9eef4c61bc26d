import { agencyTimeZone } from '../../db/agency-time.ts';
import { findSigningLink, type SigningLink } from '../../db/contract-signing.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { createRateLimiter, type RateLimit } from '../../db/rate-limit.ts';
import { readAgencyName } from '../../db/settings.ts';
import { AppError, conflict } from '../../errors.ts';
import { hashSigningToken } from '../contracts/signing-tokens.ts';
import type { RequestInfo } from '../registry.ts';

export type { SigningLink };

/**
 * Requests per client IP to the public signing function: generous for a person opening,
 * downloading and signing, tight for someone guessing tokens (which are 256 random bits anyway).
 */
export const SIGNING_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 600 };

/** 429 RATE_LIMITED; the error answer sends `retryAfterSeconds` as the Retry-After header. */
class SigningRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} seconds.`);
  }
}

export async function limitSigningRequests(db: Database, request: RequestInfo): Promise<void> {
  const result = await createRateLimiter(db).take([
    { bucket: 'e_signature', subject: request.ip ?? 'unknown', rule: SIGNING_RATE_LIMIT },
  ]);
  if (!result.isAllowed) throw new SigningRateLimitedError(result.retryAfterSeconds);
}

const invalidLink = () =>
  new AppError('NOT_FOUND', 'This signing link is not valid', undefined, {
    reason: 'signing_link_invalid',
  });

/** "November 25, 2026": how a signer reads the day of an instant, in the agency's `zone`. */
export const dayText = (iso: string, zone: string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** The same day as `YYYY-MM-DD`, for a failure's `date` param (the browser words it). */
export const dayOf = (iso: string, zone: string): string =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: zone });

/** Past its `expires_at` while still out for signature, even before the hourly sweep marks it. */
export const isExpired = (contract: SigningLink['contract'], now = new Date()): boolean =>
  contract.status === 'expired' ||
  (contract.status === 'sent' &&
    contract.expires_at !== null &&
    Date.parse(contract.expires_at) <= now.getTime());

/**
 * The link a token opens, or the error that explains why it no longer does: unknown (or a
 * draft's, which has none) → 404; cancelled → 409 withdrawn; expired → 409 with the date and
 * whom to ask. A signed or declined contract still opens (to read and download it).
 */
export async function openSigningLink(
  q: Queryable,
  token: string,
  options: { lock?: boolean } = {},
): Promise<SigningLink> {
  const link = await findSigningLink(q, hashSigningToken(token), options);
  if (!link || link.contract.status === 'draft') throw invalidLink();
  if (link.contract.status === 'cancelled') {
    throw conflict('contract_withdrawn', 'This contract was withdrawn');
  }
  if (isExpired(link.contract)) {
    const agency = await readAgencyName(q);
    const expiresAt = link.contract.expires_at;
    const zone = await agencyTimeZone(q);
    const on = expiresAt ? ` on ${dayText(expiresAt, zone)}` : '';
    throw conflict(
      'signing_link_expired',
      `This signing link has expired${on}; ask ${agency} for a new one`,
      expiresAt ? { agency, date: dayOf(expiresAt, zone) } : { agency },
    );
  }
  return link;
}

/** How a signer is named in the audit trail. */
export const signerActor = (link: SigningLink): string => link.signer.email;

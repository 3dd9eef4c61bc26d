import type { ApiFailure } from '@atelier/shared';

/**
 * The message of a failed call, in the admin's language where we know the case, under
 * `common.errors`. A conflict (409) carries the server's own sentence saying why and what to
 * do instead (docs/records.md "Conflicts"): it is shown as it is unless we translate it.
 */

const KEY_BY_CODE: Record<string, string> = {
  VALIDATION_FAILED: 'validation',
  NOT_FOUND: 'notFound',
  NETWORK_ERROR: 'network',
  SERVER_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  FUNCTION_NOT_AVAILABLE: 'unavailable',
  RATE_LIMITED: 'rateLimited',
  UNAUTHORIZED: 'forbidden',
  FORBIDDEN: 'forbidden',
  PAYLOAD_TOO_LARGE: 'tooLarge',
};

/** Conflict sentences of docs/records.md that the admin reads in their own language. */
const KNOWN_CONFLICTS: Record<string, string> = {
  'A client with this e-mail already exists': 'clientEmailTaken',
  'This lead is already a client': 'leadAlreadyClient',
  'This proposal was already accepted': 'alreadyAccepted',
  'A sent invoice cannot be edited; cancel it and issue a new one': 'sentInvoice',
};

export type FailureText = { key: string } | { text: string };

export function failureText(failure: Pick<ApiFailure, 'code' | 'error'> | null): FailureText {
  if (!failure) return { key: 'common.errors.generic' };
  const conflict = KNOWN_CONFLICTS[failure.error];
  if (conflict) return { key: `common.errors.${conflict}` };
  if (failure.code === 'CONFLICT') return { text: failure.error };
  return { key: `common.errors.${KEY_BY_CODE[failure.code] ?? 'generic'}` };
}

/** `failureText` through the page's `t`. */
export function failureMessage(
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): string {
  const found = failureText(failure);
  return 'key' in found ? t(found.key) : found.text;
}

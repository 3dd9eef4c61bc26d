import type { ApiFailure } from '@atelier/shared';

/**
 * The message of a failed record call, in the admin's language where we know the case. The
 * record pages key their texts by feature (`clients`, `projects`, `team`), each with the same
 * `errors` block. A 409 carries the server's own sentence saying why and what to do instead
 * (docs/records.md "Conflicts"): it is shown as it is unless we translate that sentence.
 */
export type RecordFeature = 'clients' | 'projects' | 'team';

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
};

export type FailureText = { key: string } | { text: string };

export function failureText(
  feature: RecordFeature,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): FailureText {
  if (!failure) return { key: `${feature}.errors.generic` };
  if (failure.code === 'CONFLICT') {
    const known = KNOWN_CONFLICTS[failure.error];
    return known ? { key: `${feature}.errors.${known}` } : { text: failure.error };
  }
  const key = KEY_BY_CODE[failure.code];
  return { key: `${feature}.errors.${key ?? 'generic'}` };
}

/** `failureText` through the page's `t`. */
export function failureMessage(
  t: (key: string) => string,
  feature: RecordFeature,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): string {
  const found = failureText(feature, failure);
  return 'key' in found ? t(found.key) : found.text;
}

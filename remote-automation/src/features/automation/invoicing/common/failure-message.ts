import type { ApiFailure } from '@atelier/shared';

/**
 * The message of a failed call in the admin's language (`invoicing.errors.*`). A conflict
 * (409, e.g. deleting a rule still attached) carries the server's own sentence saying why and
 * what to do instead, so it is shown as it is; so is a refusal we have no words for.
 */
const KEY_BY_CODE: Record<string, string> = {
  VALIDATION_FAILED: 'validation',
  NOT_FOUND: 'notFound',
  NETWORK_ERROR: 'network',
  SERVER_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  FUNCTION_NOT_AVAILABLE: 'unavailable',
  UNAUTHORIZED: 'forbidden',
  FORBIDDEN: 'forbidden',
  RATE_LIMITED: 'rateLimited',
  DEMO_READ_ONLY: 'demo',
};

export type FailureText = { key: string } | { text: string };

export function failureText(failure: Pick<ApiFailure, 'code' | 'error'> | null): FailureText {
  if (!failure) return { key: 'invoicing.errors.generic' };
  if (failure.code === 'CONFLICT') return { text: failure.error };
  const key = KEY_BY_CODE[failure.code];
  return { key: `invoicing.errors.${key ?? 'generic'}` };
}

/** `failureText` through the page's `t`. */
export function failureMessage(
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): string {
  const found = failureText(failure);
  return 'key' in found ? t(found.key) : found.text;
}

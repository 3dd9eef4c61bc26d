import type { ApiFailure } from '@atelier/shared';

const KEY_BY_CODE: Record<string, string> = {
  VALIDATION_FAILED: 'validation',
  NOT_FOUND: 'notFound',
  DEMO_READ_ONLY: 'demo',
  NETWORK_ERROR: 'network',
  SERVER_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  FUNCTION_NOT_AVAILABLE: 'server',
  UNAUTHORIZED: 'forbidden',
  FORBIDDEN: 'forbidden',
  RATE_LIMITED: 'rateLimited',
};

/**
 * A failed call in the admin's language, under `templates.errors`: the server's code picks
 * the sentence. A conflict (409) carries the server's own reason and is shown as it is.
 */
export function failureMessage(
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): string {
  if (failure?.code === 'CONFLICT') return failure.error;
  return t(`templates.errors.${(failure && KEY_BY_CODE[failure.code]) ?? 'generic'}`);
}

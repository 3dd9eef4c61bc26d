import type { ApiFailure } from '@atelier/shared';

/**
 * What a client reads when a portal call fails, in their language (`errors.*` of the
 * portal's namespace). A conflict (409) carries the server's own sentence saying why
 * ("You have already signed this contract"): shown as it is.
 */
const KEY_BY_CODE: Record<string, string> = {
  NETWORK_ERROR: 'network',
  SERVER_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  FUNCTION_NOT_AVAILABLE: 'server',
  RATE_LIMITED: 'rateLimited',
  NOT_LINKED: 'notLinked',
  NOT_FOUND: 'notFound',
  FORBIDDEN: 'forbidden',
  UNAUTHORIZED: 'forbidden',
  DEMO_READ_ONLY: 'demoReadOnly',
  VALIDATION_FAILED: 'validation',
};

export function portalFailureKey(failure: Pick<ApiFailure, 'code' | 'error'>): string | null {
  if (failure.code === 'CONFLICT' && failure.error.trim()) return null;
  return `errors.${KEY_BY_CODE[failure.code] ?? 'generic'}`;
}

/** The failure's sentence through the page's `t`. */
export function portalFailureMessage(
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error'>,
): string {
  const key = portalFailureKey(failure);
  return key === null ? failure.error : t(key);
}

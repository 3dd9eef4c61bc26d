import type { ApiFailure } from '@atelier/shared';

/** Either a translation key of this namespace or the server's own words. */
export type FailureMessage = { key: string } | { text: string };

/**
 * What a visitor reads when a call fails. Failures the client detects itself (no network,
 * no server) and generic ones are translated; a server's specific message (such as "This
 * email is already registered") is shown as it came, since it says what to fix.
 */
export function failureMessage(failure: Pick<ApiFailure, 'code' | 'error'>): FailureMessage {
  switch (failure.code) {
    case 'NETWORK_ERROR':
      return { key: 'errors.network' };
    case 'SERVER_UNAVAILABLE':
    case 'FUNCTION_NOT_AVAILABLE':
      return { key: 'errors.unavailable' };
    case 'RATE_LIMITED':
      return { key: 'errors.rateLimited' };
    case 'INTERNAL':
      return { key: 'errors.generic' };
    default:
      return failure.error.trim() ? { text: failure.error } : { key: 'errors.generic' };
  }
}

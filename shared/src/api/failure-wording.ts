import type { ApiFailure } from './result';

/** Either a translation key of the page's namespace or the server's own words. */
export type FailureWording = { key: string } | { text: string };

/**
 * What a visitor reads when a call fails, for the pages that have no agency words of their own
 * for each refusal (the public site, a signer's page): failures the browser detects itself and
 * generic ones are translated (`<prefix>.network`, `.unavailable`, `.rateLimited`,
 * `.generic`); a server's specific sentence ("This email is already registered", "This signing
 * link has expired on …") is shown as it came, since it says what to do.
 */
export function failureWording(
  failure: Pick<ApiFailure, 'code' | 'error'>,
  prefix: string,
): FailureWording {
  switch (failure.code) {
    case 'NETWORK_ERROR':
      return { key: `${prefix}.network` };
    case 'SERVER_UNAVAILABLE':
    case 'FUNCTION_NOT_AVAILABLE':
      return { key: `${prefix}.unavailable` };
    case 'RATE_LIMITED':
      return { key: `${prefix}.rateLimited` };
    case 'INTERNAL':
      return { key: `${prefix}.generic` };
    default:
      return failure.error.trim() ? { text: failure.error } : { key: `${prefix}.generic` };
  }
}

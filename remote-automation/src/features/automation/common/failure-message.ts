import type { ApiFailure } from '@atelier/shared';

/** The tabs whose strings may word a failure their own way (`<tab>.errors.<key>`). */
export type FailureScope = 'templates' | 'invoicing' | 'scoring' | 'contracts';

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

/** The server's own sentence, or the keys to try in order: the tab's words, then the page's. */
export type FailureText = { keys: [string, string] } | { text: string };

/**
 * How a failed call is worded. A conflict (409, e.g. deleting a rule still attached) carries
 * the server's own sentence saying why and what to do instead, so it is shown as it is; every
 * other code picks a sentence, the tab's own (`invoicing.errors.notFound`: "This rule or
 * project no longer exists") before the page's (`errors.notFound`).
 */
export function failureText(
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
  scope: FailureScope,
): FailureText {
  if (failure?.code === 'CONFLICT') return { text: failure.error };
  const key = (failure && KEY_BY_CODE[failure.code]) ?? 'generic';
  return { keys: [`${scope}.errors.${key}`, `errors.${key}`] };
}

/** `failureText` through the page's `t` (which takes the first key it has). */
export function failureMessage(
  t: (keys: string[]) => string,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
  scope: FailureScope,
): string {
  const found = failureText(failure, scope);
  return 'keys' in found ? t(found.keys) : found.text;
}

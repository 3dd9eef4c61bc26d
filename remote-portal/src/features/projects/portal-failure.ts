import type { ApiFailure } from '@atelier/shared';

/**
 * What a client reads when a portal call fails, in their language where we know the case
 * (`projects.errors.*`). A conflict (409) carries the server's own sentence saying why
 * ("You already approved this deliverable"): shown as it is. Shared by the projects and
 * proposals pages, which answer the same failures.
 */
export type FailureText = { key: string } | { text: string };

const KEY_BY_CODE: Record<string, string> = {
  NETWORK_ERROR: 'network',
  SERVER_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  FUNCTION_NOT_AVAILABLE: 'server',
  RATE_LIMITED: 'rateLimited',
  NOT_LINKED: 'notLinked',
  DEMO_READ_ONLY: 'demoReadOnly',
  VALIDATION_FAILED: 'validation',
};

export function portalFailureText(failure: Pick<ApiFailure, 'code' | 'error'>): FailureText {
  if (failure.code === 'CONFLICT' && failure.error.trim()) return { text: failure.error };
  return { key: `projects.errors.${KEY_BY_CODE[failure.code] ?? 'generic'}` };
}

/** `portalFailureText` through the page's `t`. */
export function portalFailureMessage(
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error'>,
): string {
  const found = portalFailureText(failure);
  return 'key' in found ? t(found.key) : found.text;
}

/** Another client's record answers 404 exactly as an unknown one: both read "not found". */
export const isNotFound = (failure: Pick<ApiFailure, 'code'> | null): boolean =>
  failure?.code === 'NOT_FOUND';

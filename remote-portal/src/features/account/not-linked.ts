import type { ApiFailure } from '@atelier/shared';

/**
 * A client account with no client record behind it (self-registered, or access revoked):
 * every `client-portal` action answers 403 `NOT_LINKED` (docs/portal.md). It is a state of
 * the account, not an error of the page.
 */
export const isNotLinked = (failure: Pick<ApiFailure, 'code'> | null): boolean =>
  failure?.code === 'NOT_LINKED';

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CallOptions } from '../api/call-function';
import type { ApiResult } from '../api/result';
import { type ApiQueryOptions, apiQueryOptions } from './api-query';
import { useApiQuery } from './use-api-query';

/** A list keeps its last page on screen while the next loads. */
const LIST_OPTIONS: ApiQueryOptions = { keepPreviousData: true };

/**
 * One list action as a page reads it and as the shell asks for it ahead: `use` is the page's
 * hook, `prefetch` fills the same cache entry (same key, same call, same options) before the
 * page opens, so a page opened from a hovered sidebar link shows its rows at once.
 */
export function listQuery<Q, T>(
  keyOf: (query: NoInfer<Q>) => QueryKey,
  call: (query: Q, options: CallOptions) => Promise<ApiResult<T>>,
) {
  const load = (query: Q) => (signal: AbortSignal) => call(query, { signal });
  return {
    use: (query: Q) => useApiQuery(keyOf(query), load(query), LIST_OPTIONS),
    prefetch: (client: Pick<QueryClient, 'prefetchQuery'>, query: Q) =>
      client.prefetchQuery(apiQueryOptions(keyOf(query), load(query), LIST_OPTIONS)),
  };
}

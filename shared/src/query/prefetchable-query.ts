import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CallOptions } from '../api/call-function';
import type { ApiResult } from '../api/result';
import { type ApiQueryOptions, apiQueryOptions } from './api-query';
import { useApiQuery } from './use-api-query';

/**
 * A query as a page reads it and as the shell asks for it ahead: `use` is the page's hook,
 * `prefetch` fills the same cache entry (same key, same call, same options) before the page
 * opens, so a page opened from a hovered sidebar link shows its data at once.
 */
export type PrefetchableQuery<T, A extends unknown[]> = {
  use: (...args: A) => ReturnType<typeof useApiQuery<T>>;
  prefetch: (client: Pick<QueryClient, 'prefetchQuery'>, ...args: A) => Promise<void>;
};

/** A query without arguments (a page's figures): one key, one call. */
export function fixedQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: ApiQueryOptions = {},
): PrefetchableQuery<T, []> {
  return {
    use: () => useApiQuery(key, load, options),
    prefetch: (client) => client.prefetchQuery(apiQueryOptions(key, load, options)),
  };
}

/** A list keeps its last page on screen while the next loads. */
const LIST_OPTIONS: ApiQueryOptions = { keepPreviousData: true };

/** One list action: each query (filters, sort, page) is its own entry under `keyOf(query)`. */
export function listQuery<Q, T>(
  keyOf: (query: NoInfer<Q>) => QueryKey,
  call: (query: Q, options: CallOptions) => Promise<ApiResult<T>>,
): PrefetchableQuery<T, [query: Q]> {
  const load = (query: Q) => (signal: AbortSignal) => call(query, { signal });
  return {
    use: (query) => useApiQuery(keyOf(query), load(query), LIST_OPTIONS),
    prefetch: (client, query) =>
      client.prefetchQuery(apiQueryOptions(keyOf(query), load(query), LIST_OPTIONS)),
  };
}

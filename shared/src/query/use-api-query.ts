import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ApiFailure, ApiResult, ApiSuccess } from '../api/result';
import { ApiFailureError, type ApiQueryOptions, apiQueryOptions, failureOf } from './api-query';

export type ApiQuery<T> = {
  data: ApiSuccess<T> | undefined;
  failure: ApiFailure | null;
  /** Nothing to show yet (first load, or a new key whose answer has not come). */
  isLoading: boolean;
  /** A load is under way, possibly behind data still shown. */
  isFetching: boolean;
  /** Replaces the cached data at once (optimistic updates, and their rollback). */
  setData: (update: (data: ApiSuccess<T>) => ApiSuccess<T>) => void;
  refetch: () => void;
};

/**
 * One server call through the shared cache, seen as the pages read it: the data, or the
 * server's failure (code and message, for the page's error panel). `key: null` loads nothing.
 * A failed reload keeps what was shown for the key, with the failure beside it.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const queryClient = useQueryClient();
  const queryOptions = apiQueryOptions(key, load, options);
  const { queryKey } = queryOptions;
  const query = useQuery(queryOptions);
  const { error, refetch: refetchQuery } = query;

  useEffect(() => {
    // The server's refusals are shown by the page; anything else is a bug worth a trace.
    if (error && !(error instanceof ApiFailureError)) console.error('[query] a load failed', error);
  }, [error]);

  // Callers build a new key array on every render; setData stays one function all along.
  const keyRef = useRef<QueryKey>(queryKey);
  keyRef.current = queryKey;
  const setData = useCallback(
    (update: (data: ApiSuccess<T>) => ApiSuccess<T>) => {
      queryClient.setQueryData<ApiSuccess<T>>(keyRef.current, (current) =>
        current ? update(current) : current,
      );
    },
    [queryClient],
  );
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  const failure = key === null ? null : failureOf(error);
  const data = query.data;
  return {
    data,
    failure,
    isLoading: key !== null && data === undefined && failure === null,
    isFetching: query.isFetching,
    setData,
    refetch,
  };
}

import { keepPreviousData, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { ApiFailure, ApiResult, ApiSuccess } from '../api/result';

/** What a page shows when a load failed for a reason the server did not name. */
export const UNEXPECTED_FAILURE: ApiFailure = {
  success: false,
  error: 'Unexpected error',
  code: 'INTERNAL',
};

/**
 * The server's `{ success:false }` answer, thrown so the cache records a failed load (and
 * keeps what it showed before) while the page still gets the answer's code and message.
 */
export class ApiFailureError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.error);
    this.name = 'ApiFailureError';
    this.failure = failure;
  }
}

/** The call wrappers answer failures instead of throwing; a query fails on them. */
export function apiQueryFn<T>(load: (signal: AbortSignal) => Promise<ApiResult<T>>) {
  return async ({ signal }: Pick<QueryFunctionContext, 'signal'>): Promise<ApiSuccess<T>> => {
    const result = await load(signal);
    if (!result.success) throw new ApiFailureError(result);
    return result;
  };
}

/** The failure a page shows for a query error: the server's answer, or "unexpected". */
export function failureOf(error: unknown): ApiFailure | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiFailureError) return error.failure;
  return UNEXPECTED_FAILURE;
}

/** Stands in for the key of a query that is switched off: nothing is loaded under it. */
const IDLE_KEY = ['idle'] as const;

export type ApiQueryOptions = {
  /** A list keeps its last page on screen while the next loads; a detail never does. */
  keepPreviousData?: boolean;
  /**
   * How long an answer counts as fresh (react-query's `staleTime`; default 0: asked again at
   * every mount). For a query the shell prefetches (`RouteHandle`), so the page that opens
   * right after shows the prefetched answer without asking again.
   */
  staleTime?: number;
};

/** The cache options of one server call; `key: null` loads nothing. */
export function apiQueryOptions<T>(
  key: QueryKey | null,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: ApiQueryOptions = {},
) {
  return {
    queryKey: key ?? IDLE_KEY,
    queryFn: apiQueryFn(load),
    enabled: key !== null,
    placeholderData: options.keepPreviousData ? keepPreviousData : undefined,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  };
}

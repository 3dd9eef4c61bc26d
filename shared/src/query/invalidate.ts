import type { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../api/result';
import { keysAfterWrite, type WriteDomain } from '../data/registry';

/**
 * Marks what writes of these domains changed (WRITE_EFFECTS) as stale: shown queries load
 * again, the others when next shown. Not awaited by writers: a form closes on the server's
 * answer, as before, while the pages behind it refresh.
 */
export function invalidateAfterWrite(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  ...domains: readonly WriteDomain[]
): Promise<void> {
  return Promise.all(
    keysAfterWrite(...domains).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

export type RecordWrite = <T>(call: () => Promise<ApiResult<T>>) => Promise<ApiResult<T>>;

/** Runs writes of these domains; each that succeeds invalidates what it changed. */
export function recordWriter(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  ...domains: readonly WriteDomain[]
): RecordWrite {
  return async (call) => {
    const result = await call();
    // invalidateQueries does not reject: a failed reload shows on its own page.
    if (result.success) void invalidateAfterWrite(queryClient, ...domains);
    return result;
  };
}

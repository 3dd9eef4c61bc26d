import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WriteDomain } from '../data/registry';
import { invalidateAfterWrite, type RecordWrite, recordWriter } from './invalidate';

/** What a feature's writes may use besides `write`, all bound to the page's query client. */
export type RecordWriteTools = {
  /** Another writer, for writes that change more (a converted lead: `writer('clients', 'leads')`). */
  writer: (...domains: readonly WriteDomain[]) => RecordWrite;
  /** Marks what writes of the hook's domains changed as stale, with no call (a refresh). */
  invalidate: () => Promise<void>;
  /** For the writes that put their answer into the cache themselves. */
  queryClient: QueryClient;
};

/**
 * A feature's writes (`data/<feature>/use-<feature>-writes.ts`): `build` gets `write`, which
 * runs a call and, when it succeeds, marks what writes of `domains` changed as stale
 * (`recordWriter`), and makes the object the page calls. The object is made once per query
 * client, so pages may list its functions in their effects' dependencies: `domains` and
 * `build` are read at that first render only, and `build` must close over module-level calls
 * alone, not over props or state.
 */
export function useRecordWrites<T>(
  domains: readonly WriteDomain[],
  build: (write: RecordWrite, tools: RecordWriteTools) => T,
): T {
  const queryClient = useQueryClient();
  // domains and build are constant per caller (see above): the writes follow the client only.
  return useMemo(
    () =>
      build(recordWriter(queryClient, ...domains), {
        writer: (...others) => recordWriter(queryClient, ...others),
        invalidate: () => invalidateAfterWrite(queryClient, ...domains),
        queryClient,
      }),
    [queryClient],
  );
}

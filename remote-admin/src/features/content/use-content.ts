import type { ApiResult } from '@atelier/shared';
import { useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contentKeys, getDraft, getRevisions, type PageRef, registerContentDemo } from './api';

export function useContentDraft(ref: PageRef) {
  return useApiQuery(contentKeys.draft(ref), async (signal) => {
    await registerContentDemo();
    return await getDraft(ref, { signal });
  });
}

export function useContentRevisions(ref: PageRef) {
  return useApiQuery(contentKeys.revisions(ref), async (signal) => {
    await registerContentDemo();
    return await getRevisions(ref, { signal });
  });
}

/** Runs a write and, when it succeeded, refreshes the page's draft, status and revisions. */
export function useContentWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call();
      if (result.success) await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      return result;
    },
    [queryClient],
  );
}

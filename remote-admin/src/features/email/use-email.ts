import type { ApiResult } from '@atelier/shared';
import type { GetOutboxInput } from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { emailKeys, getOutbox, getTemplates, registerEmailDemo } from './api';

export function useEmailTemplates() {
  return useApiQuery(emailKeys.templates, async (signal) => {
    await registerEmailDemo();
    return await getTemplates({ signal });
  });
}

export function useOutbox(query: GetOutboxInput) {
  return useApiQuery(
    emailKeys.outbox(query),
    async (signal) => {
      await registerEmailDemo();
      return await getOutbox(query, { signal });
    },
    { keepPreviousData: true },
  );
}

/** Runs a write and, when it succeeded, refreshes the templates and the outbox (a test send shows there). */
export function useEmailWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call();
      if (result.success) await queryClient.invalidateQueries({ queryKey: emailKeys.all });
      return result;
    },
    [queryClient],
  );
}

import type { ApiResult } from '@atelier/shared';
import type { GetImagesInput } from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getImages, imagesKeys, registerImagesDemo } from './api';

export function useImages(query: GetImagesInput) {
  return useApiQuery(
    imagesKeys.list(query),
    async (signal) => {
      await registerImagesDemo();
      return await getImages(query, { signal });
    },
    { keepPreviousData: true },
  );
}

/** Runs a write and, when it succeeded, refreshes every list of the library. */
export function useImagesWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <R extends ApiResult<unknown>>(call: () => Promise<R>): Promise<R> => {
      const result = await call();
      if (result.success) await queryClient.invalidateQueries({ queryKey: imagesKeys.all });
      return result;
    },
    [queryClient],
  );
}

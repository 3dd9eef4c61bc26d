import { useApiQuery } from '../../query/use-api-query';
import { getClient } from './calls';
import { clientKeys } from './keys';

/** One client with its projects and figures; `null` loads nothing (no client open). */
export function useClientDetail(id: string | null) {
  return useApiQuery(id === null ? null : clientKeys.detail(id), (signal) =>
    getClient(id ?? '', { signal }),
  );
}

import { useApiQuery } from '../../query/use-api-query';
import { getLead, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

/** One lead with its history; `null` loads nothing (no lead open). */
export function useLeadDetail(id: string | null) {
  return useApiQuery(id === null ? null : leadKeys.detail(id), (signal) =>
    getLead(id ?? '', { signal }),
  );
}

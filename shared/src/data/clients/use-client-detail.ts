import type { CallOptions } from '../../api/call-function';
import { useApiQuery } from '../../query/use-api-query';
import { getClient } from './calls';
import { clientKeys } from './keys';

/**
 * One client with its projects and figures; `null` loads nothing (no client open). `options`
 * go with the call: a form that makes a record from the client passes `NO_DEMO`, so it is never
 * filled from demo data.
 */
export function useClientDetail(id: string | null, options: CallOptions = {}) {
  return useApiQuery(id === null ? null : clientKeys.detail(id), (signal) =>
    getClient(id ?? '', { ...options, signal }),
  );
}

import type { CallOptions } from '../../api/call-function';
import { useApiQuery } from '../../query/use-api-query';
import { getProposal } from './calls';
import { proposalKeys } from './keys';

/**
 * One proposal with its lines, client and outcome; `null` loads nothing. `options` go with the
 * call: a contract made from an accepted proposal reads it with `NO_DEMO`, never from demo data.
 */
export function useProposal(id: string | null, options: CallOptions = {}) {
  return useApiQuery(id === null ? null : proposalKeys.detail(id), (signal) =>
    getProposal(id ?? '', { ...options, signal }),
  );
}

import { useApiQuery } from '../../query/use-api-query';
import { getProposal } from './calls';
import { proposalKeys } from './keys';

/** One proposal with its lines, client and outcome. */
export function useProposal(id: string) {
  return useApiQuery(proposalKeys.detail(id), (signal) => getProposal(id, { signal }));
}

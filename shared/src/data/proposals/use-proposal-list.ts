import type { ProposalListQuery } from '../../contract/proposals';
import { useApiQuery } from '../../query/use-api-query';
import { getProposals } from './calls';
import { proposalKeys } from './keys';

/** One page of proposals with the view's filters; the previous page stays shown while the next loads. */
export function useProposalList(query: ProposalListQuery) {
  return useApiQuery(proposalKeys.list(query), (signal) => getProposals(query, { signal }), {
    keepPreviousData: true,
  });
}

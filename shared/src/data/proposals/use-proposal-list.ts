import { listQuery } from '../../query/prefetchable-query';
import { getProposals } from './calls';
import { proposalKeys } from './keys';

const proposalList = listQuery(proposalKeys.list, getProposals);

/** One page of proposals with the view's filters; the previous page stays shown while the next loads. */
export const useProposalList = proposalList.use;

/** The same query as `useProposalList`, asked for ahead (a sidebar link hovered). */
export const prefetchProposalList = proposalList.prefetch;

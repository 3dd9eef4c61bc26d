import type { Proposal } from '../../contract/proposals';
import { useApiQuery } from '../../query/use-api-query';
import { getContracts, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/** The client's contracts looked through for the proposal's (the contract's largest page). */
const CONTRACT_QUERY = { page: 1, pageSize: 100 } as const;

/**
 * The contract an accepted proposal made, among its client's contracts; null while they load
 * or when there is none (nothing is loaded for a proposal without a client). Where the site
 * allows the demo and the server cannot answer, among the demo's contracts.
 */
export function useProposalContract(proposal: Pick<Proposal, 'id' | 'client_id'>) {
  const query = { ...CONTRACT_QUERY, client_id: proposal.client_id ?? '' };
  const contracts = useApiQuery(proposal.client_id ? contractKeys.list(query) : null, (signal) =>
    getContracts(query, { signal }),
  );
  return contracts.data?.contracts.find((contract) => contract.proposal_id === proposal.id) ?? null;
}

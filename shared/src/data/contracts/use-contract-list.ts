import type { ContractListQuery } from '../../contract/contracts';
import { useApiQuery } from '../../query/use-api-query';
import { getContracts, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/** One page of contracts with the view's filters; the previous page stays shown while the next loads. */
export const useContracts = (query: ContractListQuery) =>
  useApiQuery(contractKeys.list(query), (signal) => getContracts(query, { signal }), {
    keepPreviousData: true,
  });

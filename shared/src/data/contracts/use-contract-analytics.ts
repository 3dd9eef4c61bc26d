import { useApiQuery } from '../../query/use-api-query';
import { getContractAnalytics, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/** The Contracts tab's figures. */
export const useContractAnalytics = () =>
  useApiQuery(contractKeys.analytics(), (signal) => getContractAnalytics({ signal }));

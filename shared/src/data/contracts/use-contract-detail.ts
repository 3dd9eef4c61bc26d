import { useApiQuery } from '../../query/use-api-query';
import { getContract, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/** One contract with its text, signatories and audit trail; nothing while `id` is null. */
export const useContract = (id: string | null) =>
  useApiQuery(id === null ? null : contractKeys.detail(id), (signal) =>
    getContract(id ?? '', { signal }),
  );

import type { SignatureFilter } from '../../contract/contract-insights';
import { useApiQuery } from '../../query/use-api-query';
import { getContractSignatures, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/** The signers across contracts with this status; never their links. */
export const useContractSignatures = (status: SignatureFilter) =>
  useApiQuery(contractKeys.signatures(status), (signal) =>
    getContractSignatures(status, { signal }),
  );

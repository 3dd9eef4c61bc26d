import { useApiQuery } from '../../query/use-api-query';
import { getContractTemplates, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/** The live templates by name. */
export const useContractTemplates = () =>
  useApiQuery(contractKeys.templates(), (signal) => getContractTemplates(undefined, { signal }));

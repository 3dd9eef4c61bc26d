import { useApiQuery } from '../../query/use-api-query';
import { getContractTemplates, registerContractsDemo } from './calls';
import { contractKeys } from './keys';

registerContractsDemo();

/**
 * The live contract templates, for another feature's form or page to name or choose one (a
 * proposal's contract); with `isNeeded` false, nothing is loaded. Same query as
 * `useContractTemplates`, with the same demo answer where the site allows it and the server
 * cannot answer.
 */
export function useContractTemplateChoices(isNeeded = true) {
  return useApiQuery(isNeeded ? contractKeys.templates() : null, (signal) =>
    getContractTemplates(undefined, { signal }),
  );
}

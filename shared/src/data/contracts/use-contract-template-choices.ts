import { useApiQuery } from '../../query/use-api-query';
import { getContractTemplates } from './calls';
import { contractKeys } from './keys';

/**
 * The live contract templates, for another feature's form or page to name or choose one (a
 * proposal's contract); with `isNeeded` false, nothing is loaded. Same query as
 * `useContractTemplates`, but this file does not call `registerContractsDemo()`: the back
 * office's proposal pages never did, so they fall back to the demo templates only once the
 * Contracts tab has registered them, as before this hook.
 */
export function useContractTemplateChoices(isNeeded = true) {
  return useApiQuery(isNeeded ? contractKeys.templates() : null, (signal) =>
    getContractTemplates(undefined, { signal }),
  );
}

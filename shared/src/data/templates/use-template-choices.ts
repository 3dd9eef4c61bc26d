import { useApiQuery } from '../../query/use-api-query';
import { getTemplates } from './calls';
import { templateKeys } from './keys';

/**
 * Every live project template, for another feature's form or page to name or choose one (a
 * proposal's project template); with `isNeeded` false, nothing is loaded. The query of
 * `useTemplateList(null)` without its kept last list, and this file does not call
 * `registerTemplatesDemo()`: the proposal pages never did, so they fall back to the demo
 * templates only once a templates page has registered them, as before this hook.
 */
export function useTemplateChoices(isNeeded = true) {
  return useApiQuery(isNeeded ? templateKeys.list() : null, (signal) =>
    getTemplates(null, { signal }),
  );
}

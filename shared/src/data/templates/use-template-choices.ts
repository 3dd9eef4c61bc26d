import { useApiQuery } from '../../query/use-api-query';
import { getTemplates, registerTemplatesDemo } from './calls';
import { templateKeys } from './keys';

registerTemplatesDemo();

/**
 * Every live project template, for another feature's form or page to name or choose one (a
 * proposal's project template); with `isNeeded` false, nothing is loaded. The query of
 * `useTemplateList(null)` without its kept last list, with the same demo answer where the site
 * allows it and the server cannot answer.
 */
export function useTemplateChoices(isNeeded = true) {
  return useApiQuery(isNeeded ? templateKeys.list() : null, (signal) =>
    getTemplates(null, { signal }),
  );
}

import type { TemplateCategory } from '../../contract/templates';
import { useApiQuery } from '../../query/use-api-query';
import { getTemplates, registerTemplatesDemo } from './calls';
import { templateKeys } from './keys';

registerTemplatesDemo();

/** The live templates of one category (null: all), by name. */
export function useTemplateList(category: TemplateCategory | null) {
  return useApiQuery(
    templateKeys.list(category ? { category } : {}),
    (signal) => getTemplates(category, { signal }),
    { keepPreviousData: true },
  );
}

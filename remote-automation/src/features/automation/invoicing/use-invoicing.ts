import type { ProjectListQuery } from '@atelier/shared';
import { useProjectList } from '@atelier/shared/data/projects';

/**
 * What the Auto Invoicing tab reads of other features: the projects a rule can be attached to
 * (one project is `useProjectDetail` of `@atelier/shared/data/projects`; the
 * agency's currency is `useAgencyCurrency` of `@atelier/shared/data/invoices`). The tab's own
 * data is `@atelier/shared/data/invoice-automation`.
 */

/** The projects a rule can be attached to, A–Z, narrowed by what the admin typed. */
export function useProjectChoices(search: string) {
  const text = search.trim();
  const query: ProjectListQuery = {
    sort: 'name',
    order: 'asc',
    pageSize: 100,
    ...(text ? { search: text } : {}),
  };
  return useProjectList(query);
}

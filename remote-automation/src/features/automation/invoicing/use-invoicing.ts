import type { ProjectListQuery } from '@atelier/shared';
import { getProject, getProjects } from '@atelier/shared/api';
import { projectKeys, useApiQuery } from '@atelier/shared/query';

/**
 * What the Auto Invoicing tab reads of other features: the projects a rule is attached to (the
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
  return useApiQuery(projectKeys.list(query), (signal) => getProjects(query, { signal }), {
    keepPreviousData: true,
  });
}

/** One project with its milestones and attached rules (project-management#get_project). */
export const useProjectDetail = (id: string | null) =>
  useApiQuery(id ? projectKeys.detail(id) : null, (signal) => getProject(id ?? '', { signal }));

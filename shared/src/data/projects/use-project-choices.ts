import type { ProjectListQuery } from '../../contract/projects';
import { useApiQuery } from '../../query/use-api-query';
import { getProjects } from './calls';
import { projectKeys } from './keys';

/**
 * The projects a form can choose from (one client's); `null` loads nothing (no client chosen
 * yet). Unlike `useProjectList`, the last list is not kept while the next loads: the projects
 * of the client chosen before must not be offered for the new one.
 */
export function useProjectChoices(query: ProjectListQuery | null) {
  return useApiQuery(query === null ? null : projectKeys.list(query), (signal) =>
    getProjects(query ?? {}, { signal }),
  );
}

import type { ProjectListQuery } from '../../contract/projects';
import { useApiQuery } from '../../query/use-api-query';
import { getProjects } from './calls';
import { projectKeys } from './keys';

/** One page of projects with the view's filters; the previous page stays shown while the next loads. */
export function useProjectList(query: ProjectListQuery) {
  return useApiQuery(projectKeys.list(query), (signal) => getProjects(query, { signal }), {
    keepPreviousData: true,
  });
}

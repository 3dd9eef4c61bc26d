import { useApiQuery } from '../../query/use-api-query';
import { getProject } from './calls';
import { projectKeys } from './keys';

/** One project with its milestones, team, deliverables and attached rules; `null` loads nothing. */
export function useProjectDetail(id: string | null) {
  return useApiQuery(id === null ? null : projectKeys.detail(id), (signal) =>
    getProject(id ?? '', { signal }),
  );
}

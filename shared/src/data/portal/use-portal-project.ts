import { useApiQuery } from '../../query/use-api-query';
import { getPortalProject, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** One of the client's projects with its milestones and deliverables. */
export const usePortalProject = (id: string) =>
  useApiQuery(portalKeys.project(id), (signal) => getPortalProject(id, { signal }));

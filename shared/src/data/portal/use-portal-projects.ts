import { useApiQuery } from '../../query/use-api-query';
import { getPortalProjects, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** The client's projects (the sample client's when the server cannot answer). */
export const usePortalProjects = () =>
  useApiQuery(portalKeys.projects(), (signal) => getPortalProjects({ signal }));

import { useApiQuery } from '../../query/use-api-query';
import { getPortalFiles, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** The files shared with the client, all of them or one project's (`projectId`). */
export const usePortalFiles = (projectId: string | null) =>
  useApiQuery(portalKeys.files(projectId), (signal) =>
    getPortalFiles(projectId ?? undefined, { signal }),
  );

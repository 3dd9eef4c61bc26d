import { useApiQuery } from '../../query/use-api-query';
import { getPortalMessages, registerPortalDemo } from './calls';
import { portalKeys } from './keys';

registerPortalDemo();

/** The client's conversation with the agency, all of it or one project's (`projectId`). */
export const usePortalMessages = (projectId: string | null) =>
  useApiQuery(portalKeys.messages(projectId), (signal) =>
    getPortalMessages(projectId ?? undefined, { signal }),
  );

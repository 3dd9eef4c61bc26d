import {
  type DeliverableDecision,
  getPortalProject,
  getPortalProjects,
  respondToDeliverable,
} from '@atelier/shared';
import { portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The client's projects through the shared cache. An answer reloads every portal page (the
 * overview counts deliverables awaiting too); in demo mode the answer is refused, and said so.
 */
export const usePortalProjects = () =>
  useApiQuery(portalKeys.projects(), (signal) => getPortalProjects({ signal }));

export const usePortalProject = (id: string) =>
  useApiQuery(portalKeys.project(id), (signal) => getPortalProject(id, { signal }));

export function useDeliverableAnswer() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (id: string, decision: DeliverableDecision, comment?: string) =>
      write(() => respondToDeliverable(id, decision, comment));
  }, [queryClient]);
}

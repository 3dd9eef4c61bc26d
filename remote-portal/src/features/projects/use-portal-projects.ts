import type { DeliverableDecision } from '@atelier/shared';
import { getPortalProject, getPortalProjects, respondToDeliverable } from '@atelier/shared/api';
import { portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portalDemoReady } from '../account/portal-demo';

/**
 * The client's projects through the shared cache (the sample client's when the server cannot
 * answer). An answer to a deliverable reloads every portal page (the overview counts those
 * awaiting too); in demo mode the answer is refused, and said so.
 */
export const usePortalProjects = () =>
  useApiQuery(portalKeys.projects(), async (signal) => {
    await portalDemoReady;
    return await getPortalProjects({ signal });
  });

export const usePortalProject = (id: string) =>
  useApiQuery(portalKeys.project(id), async (signal) => {
    await portalDemoReady;
    return await getPortalProject(id, { signal });
  });

export function useDeliverableAnswer() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (id: string, decision: DeliverableDecision, comment?: string) =>
      write(() => respondToDeliverable(id, decision, comment));
  }, [queryClient]);
}

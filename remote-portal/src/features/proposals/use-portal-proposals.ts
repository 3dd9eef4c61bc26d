import type { ProposalDecision } from '@atelier/shared';
import { getPortalProposal, getPortalProposals, respondToProposal } from '@atelier/shared/api';
import { portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portalDemoReady } from '../account/portal-demo';

/** The proposals sent to the client, through the shared cache. */
export const usePortalProposals = () =>
  useApiQuery(portalKeys.proposals(), async (signal) => {
    await portalDemoReady;
    return await getPortalProposals({ signal });
  });

export const usePortalProposal = (id: string) =>
  useApiQuery(portalKeys.proposal(id), async (signal) => {
    await portalDemoReady;
    return await getPortalProposal(id, { signal });
  });

/** An answer reloads every portal page: accepting makes a project, the overview changes. */
export function useProposalAnswer() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (id: string, decision: ProposalDecision, reason?: string) =>
      write(() => respondToProposal(id, decision, reason));
  }, [queryClient]);
}

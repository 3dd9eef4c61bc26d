import { getPortalProposal, getPortalProposals, respondToProposal } from '@atelier/shared/api';
import { invalidateAfterWrite, portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
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

type ProposalResponse = Parameters<typeof respondToProposal>[1];

/**
 * An answer reloads every portal page: accepting makes the project, the contract and the
 * deposit invoice, and the proposal's `flow` moves on.
 */
export function useProposalAnswer() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (id: string, response: ProposalResponse) => write(() => respondToProposal(id, response));
  }, [queryClient]);
}

/** After the contract is signed or the deposit paid elsewhere in the page: read it all again. */
export function useRefreshPortal() {
  const queryClient = useQueryClient();
  return useMemo(
    () => async () => {
      await invalidateAfterWrite(queryClient, 'portal');
    },
    [queryClient],
  );
}

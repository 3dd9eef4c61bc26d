import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ProfileChanges } from '../../contract/client-portal';
import type { DeliverableDecision } from '../../contract/client-portal-records';
import { invalidateAfterWrite, recordWriter } from '../../query/invalidate';
import {
  type ProposalResponse,
  registerPortalDemo,
  respondToDeliverable,
  respondToProposal,
  updatePortalProfile,
} from './calls';

registerPortalDemo();

/**
 * A client's answer to a deliverable reloads every portal page (the overview counts those
 * awaiting too); in demo mode the answer is refused, and said so.
 */
export function useDeliverableAnswer() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (id: string, decision: DeliverableDecision, comment?: string) =>
      write(() => respondToDeliverable(id, decision, comment));
  }, [queryClient]);
}

/**
 * An answer to a proposal reloads every portal page: accepting makes the project, the contract
 * and the deposit invoice, and the proposal's `flow` moves on.
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

/** Saves the profile; the portal's pages reload (the overview greets the client by name). */
export function useProfileSave() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'portal');
    return (changes: ProfileChanges) => write(() => updatePortalProfile(changes));
  }, [queryClient]);
}

import type { AcceptProposalOptions, NewProposal, ProposalChanges } from '@atelier/shared';
import {
  acceptProposal,
  createProposal,
  declineProposal,
  deleteProposal,
  getProposal,
  getProposals,
  sendProposal,
  updateProposal,
} from '@atelier/shared/api';
import { proposalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';
import { type ProposalFilters, toProposalQuery } from './proposal-filters';

export function useProposalList(filters: ProposalFilters) {
  const query = toProposalQuery(filters);
  return useApiQuery(proposalKeys.list(query), (signal) => getProposals(query, { signal }), {
    keepPreviousData: true,
  });
}

export function useProposal(id: string) {
  return useApiQuery(proposalKeys.detail(id), (signal) => getProposal(id, { signal }));
}

export function useProposalWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'proposals');
    return {
      create: (proposal: NewProposal) => write(() => createProposal(proposal, NO_DEMO)),
      update: (changes: ProposalChanges) => write(() => updateProposal(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteProposal(id, NO_DEMO)),
      send: (id: string) => write(() => sendProposal(id, NO_DEMO)),
      accept: (id: string, project: AcceptProposalOptions) =>
        write(() => acceptProposal(id, project, NO_DEMO)),
      decline: (id: string, reason: string) =>
        write(() => declineProposal(id, reason.trim() || undefined, NO_DEMO)),
    };
  }, [queryClient]);
}

import {
  type AcceptProposalOptions,
  acceptProposal,
  createProposal,
  declineProposal,
  deleteProposal,
  getProposal,
  getProposals,
  type NewProposal,
  type ProposalChanges,
  sendProposal,
  updateProposal,
} from '@atelier/shared';
import { NO_DEMO, recordWrite } from '../../common/record-write';
import { useServerQuery } from '../../common/use-server-query';
import { type ProposalFilters, toProposalQuery } from './proposal-filters';

export function useProposalList(filters: ProposalFilters) {
  const query = toProposalQuery(filters);
  return useServerQuery(
    `proposals:${JSON.stringify(query)}`,
    (signal) => getProposals(query, { signal }),
    { keepPreviousData: true },
  );
}

export function useProposal(id: string) {
  return useServerQuery(`proposal:${id}`, (signal) => getProposal(id, { signal }));
}

export const proposalWrites = {
  create: (proposal: NewProposal) => recordWrite(() => createProposal(proposal, NO_DEMO)),
  update: (changes: ProposalChanges) => recordWrite(() => updateProposal(changes, NO_DEMO)),
  remove: (id: string) => recordWrite(() => deleteProposal(id, NO_DEMO)),
  send: (id: string) => recordWrite(() => sendProposal(id, NO_DEMO)),
  accept: (id: string, project: AcceptProposalOptions) =>
    recordWrite(() => acceptProposal(id, project, NO_DEMO)),
  decline: (id: string, reason: string) =>
    recordWrite(() => declineProposal(id, reason.trim() || undefined, NO_DEMO)),
};

import {
  type AcceptProposalOptions,
  type ApiResult,
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
import { invalidateServerQueries, useServerQuery } from '../../common/use-server-query';
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

/** Writes never fall back to demo data: a save that failed must say so. */
const NO_DEMO = { demoFallback: false } as const;

/** Runs a write; when it succeeds, everything shown is loaded again. */
async function write<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call();
  if (result.success) invalidateServerQueries();
  return result;
}

export const proposalWrites = {
  create: (proposal: NewProposal) => write(() => createProposal(proposal, NO_DEMO)),
  update: (changes: ProposalChanges) => write(() => updateProposal(changes, NO_DEMO)),
  remove: (id: string) => write(() => deleteProposal(id, NO_DEMO)),
  send: (id: string) => write(() => sendProposal(id, NO_DEMO)),
  accept: (id: string, project: AcceptProposalOptions) =>
    write(() => acceptProposal(id, project, NO_DEMO)),
  decline: (id: string, reason: string) =>
    write(() => declineProposal(id, reason.trim() || undefined, NO_DEMO)),
};

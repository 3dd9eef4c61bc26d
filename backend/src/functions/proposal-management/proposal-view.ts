import type { Proposal } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findProposal, listProposals } from '../../db/proposals.ts';
import { AppError } from '../../errors.ts';
import { withCoverImage } from './proposal-cover.ts';

export type { Proposal };

/** A client's proposals in the shape of get_proposals, newest first (get_client uses it). */
export async function listProposalsFor(
  q: Queryable,
  filter: { clientId: string },
  limit = 100,
): Promise<Proposal[]> {
  const { rows } = await listProposals(q, {
    clientId: filter.clientId,
    sort: 'created_at',
    order: 'desc',
    limit,
    offset: 0,
  });
  return rows;
}

/** The proposal answer, or 404 "Proposal not found". */
export async function findProposalView(q: Queryable, id: string): Promise<Proposal> {
  const proposal = await findProposal(q, id);
  if (!proposal) throw proposalNotFound();
  return await withCoverImage(q, proposal);
}

export const proposalNotFound = (): AppError => new AppError('NOT_FOUND', 'Proposal not found');

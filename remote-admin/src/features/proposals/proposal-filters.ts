import {
  type ProposalListQuery,
  type ProposalSortColumn,
  type ProposalStatus,
  proposalStatuses,
} from '@atelier/shared';
import { PROPOSAL_SORT_COLUMNS } from '@atelier/shared/contract';
import { defineListFilters, oneOf } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/** What the proposals list shows, kept in the URL (see common/list-filters.ts). */
export type ProposalFilters = ListState<ProposalSortColumn> & { status: ProposalStatus | null };

export const proposalFilters = defineListFilters({
  sortColumns: PROPOSAL_SORT_COLUMNS,
  // Titles A–Z, amounts and dates high first.
  ascendingFirst: ['title'],
  defaults: { sort: 'created_at', order: 'desc' },
  fields: { status: oneOf(proposalStatuses, 'status') },
  payload: { status: 'status' },
  // The `new` link's parameters stay while the form it opened is open.
  keepsOtherParams: true,
});

export const toProposalQuery = (filters: ProposalFilters): ProposalListQuery =>
  proposalFilters.toPayload(filters);

/**
 * `?new=1&client=<id>` or `?new=1&lead=<id>`: the form opens with that recipient chosen
 * (links from a client's or a lead's page).
 */
export function newProposalRequest(
  params: URLSearchParams,
): { clientId: string | null; leadId: string | null } | null {
  if (params.get('new') !== '1') return null;
  const clientId = params.get('client') || null;
  return { clientId, leadId: clientId ? null : params.get('lead') || null };
}

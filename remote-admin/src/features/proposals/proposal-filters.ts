import {
  type ProposalListQuery,
  type ProposalSortColumn,
  type ProposalStatus,
  proposalStatuses,
} from '@atelier/shared';
import {
  clearListFilters,
  type ListState,
  listPayload,
  parseListState,
  pick,
  toggleListSort,
  writeListState,
  writeParam,
} from '../../common/list-state';

/** What the proposals list shows, kept in the URL (see common/list-state.ts). */
export type ProposalFilters = ListState<ProposalSortColumn> & { status: ProposalStatus | null };

export const PROPOSAL_SORTS = [
  'created_at',
  'total_cents',
  'valid_until',
  'title',
] as const satisfies readonly ProposalSortColumn[];

export const DEFAULT_PROPOSAL_FILTERS: ProposalFilters = {
  status: null,
  search: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

export function parseProposalFilters(params: URLSearchParams): ProposalFilters {
  return {
    status: pick(proposalStatuses, params.get('status')),
    ...parseListState(params, PROPOSAL_SORTS, DEFAULT_PROPOSAL_FILTERS),
  };
}

/** The filters written into the query, leaving out defaults and keeping the `new` link's. */
export function writeProposalFilters(
  filters: ProposalFilters,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  writeParam(next, 'status', filters.status);
  return writeListState(next, filters, DEFAULT_PROPOSAL_FILTERS);
}

/** A new column starts in its natural order: titles A–Z, amounts and dates high first. */
export const toggleProposalSort = (filters: ProposalFilters, column: ProposalSortColumn) =>
  toggleListSort(filters, column, ['title']);

export function toProposalQuery(filters: ProposalFilters): ProposalListQuery {
  return { ...listPayload(filters), ...(filters.status ? { status: filters.status } : {}) };
}

export const hasProposalFilters = (filters: ProposalFilters): boolean =>
  filters.status !== null || filters.search.trim() !== '';

export const clearProposalFilters = (filters: ProposalFilters) =>
  clearListFilters(filters, DEFAULT_PROPOSAL_FILTERS);

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

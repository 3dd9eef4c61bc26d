import {
  type ProposalListQuery,
  type ProposalSortColumn,
  type ProposalStatus,
  proposalStatuses,
  type SortOrder,
} from '@atelier/shared';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';

/**
 * What the proposals list shows, kept in the URL (bookmarkable, restored with Back). Anything
 * unknown in the query falls back to the default instead of failing.
 */
export type ProposalFilters = {
  status: ProposalStatus | null;
  search: string;
  sort: ProposalSortColumn;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
};

export const PROPOSAL_SORTS = [
  'created_at',
  'total_cents',
  'valid_until',
  'title',
] as const satisfies readonly ProposalSortColumn[];

export const SEARCH_MAX = 200;

export const DEFAULT_PROPOSAL_FILTERS: ProposalFilters = {
  status: null,
  search: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const PARAM = {
  status: 'status',
  search: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof ProposalFilters, string>;

function pick<T extends string | number>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((item) => String(item) === value) ?? null;
}

export function parseProposalFilters(params: URLSearchParams): ProposalFilters {
  const page = Number(params.get(PARAM.page));
  return {
    status: pick(proposalStatuses, params.get(PARAM.status)),
    search: (params.get(PARAM.search) ?? '').slice(0, SEARCH_MAX),
    sort: pick(PROPOSAL_SORTS, params.get(PARAM.sort)) ?? DEFAULT_PROPOSAL_FILTERS.sort,
    order: pick(['asc', 'desc'] as const, params.get(PARAM.order)) ?? 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pick(PAGE_SIZES, params.get(PARAM.pageSize)) ?? DEFAULT_PROPOSAL_FILTERS.pageSize,
  };
}

/**
 * The filters written into `params`, leaving out defaults; other parameters (`new`, `client`,
 * `lead` that open the form) are kept.
 */
export function writeProposalFilters(
  params: URLSearchParams,
  filters: ProposalFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as Array<keyof ProposalFilters>) {
    const value = filters[key];
    if (value === null || value === DEFAULT_PROPOSAL_FILTERS[key]) next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  return next;
}

/** Any change but a page turn goes back to the first page. */
export function changeProposalFilters(
  filters: ProposalFilters,
  change: Partial<ProposalFilters>,
): ProposalFilters {
  const next = { ...filters, ...change };
  const isPageTurn = Object.keys(change).every((key) => key === 'page');
  return isPageTurn ? next : { ...next, page: change.page ?? 1 };
}

/** A new column starts in its natural order: titles A–Z, amounts and dates high first. */
export function toggleProposalSort(
  filters: ProposalFilters,
  column: ProposalSortColumn,
): ProposalFilters {
  if (filters.sort === column) {
    return changeProposalFilters(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' });
  }
  return changeProposalFilters(filters, {
    sort: column,
    order: column === 'title' ? 'asc' : 'desc',
  });
}

export function toProposalQuery(filters: ProposalFilters): ProposalListQuery {
  const query: ProposalListQuery = {
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  if (filters.status) query.status = filters.status;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

export const hasProposalFilters = (filters: ProposalFilters): boolean =>
  filters.status !== null || filters.search.trim() !== '';

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

/** The query without the parameters that opened the form. */
export function withoutNewRequest(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['new', 'client', 'lead', 'project']) next.delete(key);
  return next;
}

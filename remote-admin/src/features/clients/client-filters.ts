import {
  type ClientListQuery,
  type ClientSortColumn,
  type ClientStatus,
  clientStatuses,
} from '@atelier/shared';
import {
  clearListFilters,
  type ListState,
  listPayload,
  parseListState,
  pick,
  toggleListSort,
  writeListState,
} from '../../common/list-state';

/** What the clients page shows, kept in the URL (see common/list-state.ts). */
export type ClientFilters = ListState<ClientSortColumn> & { status: ClientStatus | null };

export const CLIENT_SORT_COLUMNS = [
  'name',
  'created_at',
  'balance_cents',
] as const satisfies readonly ClientSortColumn[];

export const DEFAULT_CLIENT_FILTERS: ClientFilters = {
  search: '',
  status: null,
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

export function parseClientFilters(params: URLSearchParams): ClientFilters {
  return {
    ...parseListState(params, CLIENT_SORT_COLUMNS, DEFAULT_CLIENT_FILTERS),
    status: pick(clientStatuses, params.get('status')),
  };
}

export function clientFiltersToParams(filters: ClientFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  return writeListState(params, filters, DEFAULT_CLIENT_FILTERS);
}

export const sortClientsBy = (filters: ClientFilters, column: ClientSortColumn) =>
  toggleListSort(filters, column, ['name']);

export function toClientListQuery(filters: ClientFilters): ClientListQuery {
  return { ...listPayload(filters), ...(filters.status ? { status: filters.status } : {}) };
}

export const hasClientFilters = (filters: ClientFilters) =>
  filters.status !== null || filters.search.trim() !== '';

export const clearClientFilters = (filters: ClientFilters) =>
  clearListFilters(filters, DEFAULT_CLIENT_FILTERS);

import {
  type ProjectListQuery,
  type ProjectSortColumn,
  type ProjectStatus,
  projectStatuses,
} from '@atelier/shared';
import {
  changeList,
  clearListFilters,
  type ListState,
  listPayload,
  parseListState,
  toggleListSort,
  writeListState,
} from '../../common/list-state';

/** What the projects page shows, kept in the URL (see common/list-state.ts). */
export type ProjectFilters = ListState<ProjectSortColumn> & {
  /** Any of these; none means every status. */
  statuses: ProjectStatus[];
  clientId: string | null;
};

export const PROJECT_SORT_COLUMNS = [
  'name',
  'created_at',
  'due_date',
  'status',
] as const satisfies readonly ProjectSortColumn[];

export const DEFAULT_PROJECT_FILTERS: ProjectFilters = {
  search: '',
  statuses: [],
  clientId: null,
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseProjectFilters(params: URLSearchParams): ProjectFilters {
  const listed = (params.get('status') ?? '').split(',');
  const client = params.get('client');
  return {
    ...parseListState(params, PROJECT_SORT_COLUMNS, DEFAULT_PROJECT_FILTERS),
    // In the order of the workflow, whatever the order in the URL.
    statuses: projectStatuses.filter((status) => listed.includes(status)),
    clientId: client && UUID.test(client) ? client : null,
  };
}

export function projectFiltersToParams(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.statuses.length > 0) params.set('status', filters.statuses.join(','));
  if (filters.clientId) params.set('client', filters.clientId);
  return writeListState(params, filters, DEFAULT_PROJECT_FILTERS);
}

/** Names and statuses read A–Z (statuses in workflow order); dates start with the latest. */
export const sortProjectsBy = (filters: ProjectFilters, column: ProjectSortColumn) =>
  toggleListSort(filters, column, ['name', 'status']);

/** Adds or removes one status of the multi-select. */
export function toggleStatus(filters: ProjectFilters, status: ProjectStatus): ProjectFilters {
  const has = filters.statuses.includes(status);
  const statuses = projectStatuses.filter((item) =>
    item === status ? !has : filters.statuses.includes(item),
  );
  return changeList(filters, { statuses });
}

export function toProjectListQuery(filters: ProjectFilters): ProjectListQuery {
  return {
    ...listPayload(filters),
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.clientId ? { client_id: filters.clientId } : {}),
  };
}

export const hasProjectFilters = (filters: ProjectFilters) =>
  filters.statuses.length > 0 || filters.clientId !== null || filters.search.trim() !== '';

export const clearProjectFilters = (filters: ProjectFilters) =>
  clearListFilters(filters, DEFAULT_PROJECT_FILTERS);

import type { TeamListQuery, TeamSortColumn } from '@atelier/shared';
import {
  changeList,
  clearListFilters,
  type ListState,
  listPayload,
  parseListState,
  pick,
  toggleListSort,
  writeListState,
} from '../../common/list-state';

/** What the team page shows, kept in the URL (see common/list-state.ts). */
export const ACTIVITY_FILTERS = ['active', 'inactive'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export type TeamFilters = ListState<TeamSortColumn> & {
  /** Null shows everyone. */
  activity: ActivityFilter | null;
  /** The member open in the side panel, so a link can point at them. */
  memberId: string | null;
};

export const TEAM_SORT_COLUMNS = [
  'name',
  'created_at',
] as const satisfies readonly TeamSortColumn[];

export const DEFAULT_TEAM_FILTERS: TeamFilters = {
  search: '',
  activity: null,
  memberId: null,
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: 25,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseTeamFilters(params: URLSearchParams): TeamFilters {
  const member = params.get('member');
  return {
    ...parseListState(params, TEAM_SORT_COLUMNS, DEFAULT_TEAM_FILTERS),
    activity: pick(ACTIVITY_FILTERS, params.get('active')),
    memberId: member && UUID.test(member) ? member : null,
  };
}

export function teamFiltersToParams(filters: TeamFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.activity) params.set('active', filters.activity);
  if (filters.memberId) params.set('member', filters.memberId);
  return writeListState(params, filters, DEFAULT_TEAM_FILTERS);
}

/** Opening or closing a member is not a new list: the page stays. */
export function changeTeamFilters(filters: TeamFilters, change: Partial<TeamFilters>): TeamFilters {
  const keys = Object.keys(change);
  if (keys.length > 0 && keys.every((key) => key === 'memberId')) return { ...filters, ...change };
  return changeList(filters, change);
}

export const sortTeamBy = (filters: TeamFilters, column: TeamSortColumn) =>
  toggleListSort(filters, column, ['name']);

export function toTeamListQuery(filters: TeamFilters): TeamListQuery {
  return {
    ...listPayload(filters),
    ...(filters.activity ? { is_active: filters.activity === 'active' } : {}),
  };
}

export const hasTeamFilters = (filters: TeamFilters) =>
  filters.activity !== null || filters.search.trim() !== '';

export const clearTeamFilters = (filters: TeamFilters) =>
  clearListFilters(filters, DEFAULT_TEAM_FILTERS);

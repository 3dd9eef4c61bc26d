import type { TeamListQuery, TeamSortColumn } from '@atelier/shared';
import { TEAM_SORT_COLUMNS } from '@atelier/shared/contract';
import { defineListFilters, oneOf, uuidParam } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/** What the team page shows, kept in the URL (see common/list-filters.ts). */
export const ACTIVITY_FILTERS = ['active', 'inactive'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export type TeamFilters = ListState<TeamSortColumn> & {
  /** Null shows everyone. */
  activity: ActivityFilter | null;
  /** The member open in the side panel, so a link can point at them. */
  memberId: string | null;
};

export const teamFilters = defineListFilters({
  sortColumns: TEAM_SORT_COLUMNS,
  ascendingFirst: ['name'],
  defaults: { sort: 'name', order: 'asc' },
  fields: {
    activity: oneOf(ACTIVITY_FILTERS, 'active'),
    // Opening or closing a member is not a new list: the page stays.
    memberId: uuidParam('member', { kind: 'selection' }),
  },
  payload: { activity: (activity) => ({ is_active: activity === 'active' }) },
});

export const toTeamListQuery = (filters: TeamFilters): TeamListQuery =>
  teamFilters.toPayload(filters);

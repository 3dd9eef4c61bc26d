import { describe, expect, it } from 'vitest';
import {
  changeTeamFilters,
  clearTeamFilters,
  DEFAULT_TEAM_FILTERS,
  hasTeamFilters,
  parseTeamFilters,
  sortTeamBy,
  teamFiltersToParams,
  toTeamListQuery,
} from './team-filters';

const MEMBER = '0b5d2f6e-8a1c-4c3e-9f7a-1d2e3f4a5b6c';

describe('team filters in the URL', () => {
  it('start with everyone, A–Z', () => {
    expect(parseTeamFilters(new URLSearchParams('active=maybe&member=7'))).toEqual(
      DEFAULT_TEAM_FILTERS,
    );
  });

  it('round-trip the activity filter and the open member', () => {
    const filters = { ...DEFAULT_TEAM_FILTERS, activity: 'inactive' as const, memberId: MEMBER };
    const params = teamFiltersToParams(filters);
    expect(params.toString()).toBe(`active=inactive&member=${MEMBER}`);
    expect(parseTeamFilters(params)).toEqual(filters);
  });

  it('ask the server for active or inactive members only when filtered', () => {
    expect(toTeamListQuery({ ...DEFAULT_TEAM_FILTERS, activity: 'active' }).is_active).toBe(true);
    expect(toTeamListQuery({ ...DEFAULT_TEAM_FILTERS, activity: 'inactive' }).is_active).toBe(
      false,
    );
    expect(toTeamListQuery(DEFAULT_TEAM_FILTERS)).not.toHaveProperty('is_active');
  });

  it('keep the page when a member opens, and go back to page 1 on a new filter', () => {
    const onPage2 = { ...DEFAULT_TEAM_FILTERS, page: 2 };
    expect(changeTeamFilters(onPage2, { memberId: MEMBER }).page).toBe(2);
    expect(changeTeamFilters(onPage2, { activity: 'active' }).page).toBe(1);
  });

  it('sort by date latest first, and clear the narrowing only', () => {
    const byDate = sortTeamBy(DEFAULT_TEAM_FILTERS, 'created_at');
    expect([byDate.sort, byDate.order]).toEqual(['created_at', 'desc']);
    const filtered = { ...byDate, search: 'sam', activity: 'active' as const };
    expect(hasTeamFilters(filtered)).toBe(true);
    expect(clearTeamFilters(filtered)).toEqual(byDate);
  });
});

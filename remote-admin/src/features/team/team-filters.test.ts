import { describe, expect, it } from 'vitest';
import { teamFilters, toTeamListQuery } from './team-filters';

const MEMBER = '0b5d2f6e-8a1c-4c3e-9f7a-1d2e3f4a5b6c';

describe('team filters in the URL', () => {
  it('start with everyone, A–Z', () => {
    expect(teamFilters.parse(new URLSearchParams('active=maybe&member=7'))).toEqual(
      teamFilters.defaults,
    );
  });

  it('round-trip the activity filter and the open member', () => {
    const filters = { ...teamFilters.defaults, activity: 'inactive' as const, memberId: MEMBER };
    const params = teamFilters.toParams(filters);
    expect(params.toString()).toBe(`active=inactive&member=${MEMBER}`);
    expect(teamFilters.parse(params)).toEqual(filters);
  });

  it('ask the server for active or inactive members only when filtered', () => {
    expect(toTeamListQuery({ ...teamFilters.defaults, activity: 'active' }).is_active).toBe(true);
    expect(toTeamListQuery({ ...teamFilters.defaults, activity: 'inactive' }).is_active).toBe(
      false,
    );
    expect(toTeamListQuery(teamFilters.defaults)).not.toHaveProperty('is_active');
  });

  it('keep the page when a member opens, and go back to page 1 on a new filter', () => {
    const onPage2 = { ...teamFilters.defaults, page: 2 };
    expect(teamFilters.change(onPage2, { memberId: MEMBER }).page).toBe(2);
    expect(teamFilters.change(onPage2, { activity: 'active' }).page).toBe(1);
  });

  it('sort by date latest first, and clear the narrowing only', () => {
    const byDate = teamFilters.sortBy(teamFilters.defaults, 'created_at');
    expect([byDate.sort, byDate.order]).toEqual(['created_at', 'desc']);
    const filtered = { ...byDate, search: 'sam', activity: 'active' as const };
    expect(teamFilters.isFiltered(filtered)).toBe(true);
    expect(teamFilters.clear(filtered)).toEqual(byDate);
  });
});

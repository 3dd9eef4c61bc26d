import { describe, expect, it } from 'vitest';
import { changeList } from '../../common/list-state';
import { clientFilters, toClientListQuery } from './client-filters';

describe('client filters in the URL', () => {
  it('read the defaults from an empty or nonsensical query', () => {
    expect(clientFilters.parse(new URLSearchParams())).toEqual(clientFilters.defaults);
    expect(
      clientFilters.parse(new URLSearchParams('status=gone&sort=email&page=-2&size=7&order=up')),
    ).toEqual(clientFilters.defaults);
  });

  it('round-trip, writing only what differs from the defaults', () => {
    const filters = {
      ...clientFilters.defaults,
      search: 'studio',
      status: 'inactive' as const,
      sort: 'balance_cents' as const,
      page: 3,
      pageSize: 50 as const,
    };
    const params = clientFilters.toParams(filters);
    expect(params.toString()).toBe('status=inactive&q=studio&sort=balance_cents&page=3&size=50');
    expect(clientFilters.parse(params)).toEqual(filters);
    expect(clientFilters.toParams(clientFilters.defaults).toString()).toBe('');
  });

  it('go back to the first page on any change but a page turn', () => {
    const onPage3 = { ...clientFilters.defaults, page: 3 };
    expect(changeList(onPage3, { status: 'active' }).page).toBe(1);
    expect(changeList(onPage3, { page: 4 }).page).toBe(4);
  });

  it('sort names A–Z first, balances high first, and flip on a second press', () => {
    const byName = clientFilters.sortBy(clientFilters.defaults, 'name');
    expect([byName.sort, byName.order]).toEqual(['name', 'asc']);
    expect(clientFilters.sortBy(byName, 'name').order).toBe('desc');
    const byBalance = clientFilters.sortBy(byName, 'balance_cents');
    expect([byBalance.sort, byBalance.order]).toEqual(['balance_cents', 'desc']);
  });

  it('become the get_clients payload', () => {
    expect(
      toClientListQuery({ ...clientFilters.defaults, search: '  jane ', status: 'active' }),
    ).toEqual({
      search: 'jane',
      status: 'active',
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(toClientListQuery(clientFilters.defaults)).not.toHaveProperty('search');
  });

  it('clear the narrowing but keep the sort and page size', () => {
    const filters = {
      ...clientFilters.defaults,
      search: 'x',
      status: 'active' as const,
      sort: 'name' as const,
      pageSize: 100 as const,
    };
    expect(clientFilters.isFiltered(filters)).toBe(true);
    const cleared = clientFilters.clear(filters);
    expect(clientFilters.isFiltered(cleared)).toBe(false);
    expect([cleared.sort, cleared.pageSize]).toEqual(['name', 100]);
  });
});

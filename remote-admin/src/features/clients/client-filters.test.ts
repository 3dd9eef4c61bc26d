import { describe, expect, it } from 'vitest';
import { changeList } from '../../common/list-state';
import {
  clearClientFilters,
  clientFiltersToParams,
  DEFAULT_CLIENT_FILTERS,
  hasClientFilters,
  parseClientFilters,
  sortClientsBy,
  toClientListQuery,
} from './client-filters';

describe('client filters in the URL', () => {
  it('read the defaults from an empty or nonsensical query', () => {
    expect(parseClientFilters(new URLSearchParams())).toEqual(DEFAULT_CLIENT_FILTERS);
    expect(
      parseClientFilters(new URLSearchParams('status=gone&sort=email&page=-2&size=7&order=up')),
    ).toEqual(DEFAULT_CLIENT_FILTERS);
  });

  it('round-trip, writing only what differs from the defaults', () => {
    const filters = {
      ...DEFAULT_CLIENT_FILTERS,
      search: 'studio',
      status: 'inactive' as const,
      sort: 'balance_cents' as const,
      page: 3,
      pageSize: 50 as const,
    };
    const params = clientFiltersToParams(filters);
    expect(params.toString()).toBe('status=inactive&q=studio&sort=balance_cents&page=3&size=50');
    expect(parseClientFilters(params)).toEqual(filters);
    expect(clientFiltersToParams(DEFAULT_CLIENT_FILTERS).toString()).toBe('');
  });

  it('go back to the first page on any change but a page turn', () => {
    const onPage3 = { ...DEFAULT_CLIENT_FILTERS, page: 3 };
    expect(changeList(onPage3, { status: 'active' }).page).toBe(1);
    expect(changeList(onPage3, { page: 4 }).page).toBe(4);
  });

  it('sort names A–Z first, balances high first, and flip on a second press', () => {
    const byName = sortClientsBy(DEFAULT_CLIENT_FILTERS, 'name');
    expect([byName.sort, byName.order]).toEqual(['name', 'asc']);
    expect(sortClientsBy(byName, 'name').order).toBe('desc');
    const byBalance = sortClientsBy(byName, 'balance_cents');
    expect([byBalance.sort, byBalance.order]).toEqual(['balance_cents', 'desc']);
  });

  it('become the get_clients payload', () => {
    expect(
      toClientListQuery({ ...DEFAULT_CLIENT_FILTERS, search: '  jane ', status: 'active' }),
    ).toEqual({
      search: 'jane',
      status: 'active',
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(toClientListQuery(DEFAULT_CLIENT_FILTERS)).not.toHaveProperty('search');
  });

  it('clear the narrowing but keep the sort and page size', () => {
    const filters = {
      ...DEFAULT_CLIENT_FILTERS,
      search: 'x',
      status: 'active' as const,
      sort: 'name' as const,
      pageSize: 100 as const,
    };
    expect(hasClientFilters(filters)).toBe(true);
    const cleared = clearClientFilters(filters);
    expect(hasClientFilters(cleared)).toBe(false);
    expect([cleared.sort, cleared.pageSize]).toEqual(['name', 100]);
  });
});

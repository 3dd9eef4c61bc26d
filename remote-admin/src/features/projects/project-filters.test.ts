import { describe, expect, it } from 'vitest';
import { projectFilters, toggleStatus, toProjectListQuery } from './project-filters';

const CLIENT = '6f1c7c1e-2b7a-4d5e-9a51-0c1d2e3f4a5b';

describe('project filters in the URL', () => {
  it('read several statuses, in workflow order, dropping unknown ones', () => {
    const filters = projectFilters.parse(new URLSearchParams('status=review,bogus,planning'));
    expect(filters.statuses).toEqual(['planning', 'review']);
  });

  it('take a client only when it is an id', () => {
    expect(projectFilters.parse(new URLSearchParams(`client=${CLIENT}`)).clientId).toBe(CLIENT);
    expect(projectFilters.parse(new URLSearchParams('client=robert')).clientId).toBeNull();
  });

  it('round-trip, writing only what differs from the defaults', () => {
    const filters = {
      ...projectFilters.defaults,
      statuses: ['in_progress' as const, 'on_hold' as const],
      clientId: CLIENT,
      sort: 'due_date' as const,
      order: 'asc' as const,
    };
    const params = projectFilters.toParams(filters);
    expect(params.get('status')).toBe('in_progress,on_hold');
    expect(projectFilters.parse(params)).toEqual(filters);
    expect(projectFilters.toParams(projectFilters.defaults).toString()).toBe('');
  });

  it('toggle one status at a time and go back to page 1', () => {
    const onPage2 = { ...projectFilters.defaults, page: 2 };
    const one = toggleStatus(onPage2, 'review');
    expect(one.statuses).toEqual(['review']);
    expect(one.page).toBe(1);
    expect(toggleStatus(toggleStatus(one, 'planning'), 'review').statuses).toEqual(['planning']);
  });

  it('sort names and statuses A–Z first, dates latest first', () => {
    expect(projectFilters.sortBy(projectFilters.defaults, 'status').order).toBe('asc');
    expect(projectFilters.sortBy(projectFilters.defaults, 'due_date').order).toBe('desc');
  });

  it('send a status list and the client to get_projects', () => {
    const query = toProjectListQuery({
      ...projectFilters.defaults,
      statuses: ['planning'],
      clientId: CLIENT,
    });
    expect(query).toMatchObject({ status: ['planning'], client_id: CLIENT, page: 1 });
    expect(toProjectListQuery(projectFilters.defaults)).not.toHaveProperty('status');
  });

  it('clear the narrowing, keeping the sort', () => {
    const filters = { ...projectFilters.defaults, clientId: CLIENT, sort: 'name' as const };
    expect(projectFilters.isFiltered(filters)).toBe(true);
    expect(projectFilters.clear(filters)).toEqual({ ...projectFilters.defaults, sort: 'name' });
  });
});

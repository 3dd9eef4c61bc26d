import { describe, expect, it } from 'vitest';
import { leadFilters, toListQuery } from './lead-filters';

const parse = (query: string) => leadFilters.parse(new URLSearchParams(query));

describe('lead filters in the URL', () => {
  it('default to the newest leads first, 25 a page, in the table', () => {
    expect(parse('')).toEqual(leadFilters.defaults);
    expect(leadFilters.toParams(leadFilters.defaults).toString()).toBe('');
  });

  it('read back what they wrote', () => {
    const filters = parse(
      'status=qualified&source=referral&grade=A&type=saas&from=2026-01-01&to=2026-01-31&q=north&sort=score&order=asc&page=3&size=50&view=pipeline',
    );
    expect(filters).toMatchObject({
      status: 'qualified',
      source: 'referral',
      grade: 'A',
      projectType: 'saas',
      from: '2026-01-01',
      to: '2026-01-31',
      search: 'north',
      sort: 'score',
      order: 'asc',
      page: 3,
      pageSize: 50,
      view: 'pipeline',
    });
    expect(leadFilters.parse(leadFilters.toParams(filters))).toEqual(filters);
  });

  it('ignore values a hand-edited link made up', () => {
    expect(
      parse('status=won&grade=E&type=castle&from=yesterday&sort=password&page=-2&size=1000'),
    ).toEqual(leadFilters.defaults);
  });

  it('go back to the first page when anything but the page changes', () => {
    const onPage3 = { ...leadFilters.defaults, page: 3 };
    expect(leadFilters.change(onPage3, { status: 'new' }).page).toBe(1);
    expect(leadFilters.change(onPage3, { page: 4 }).page).toBe(4);
  });

  it('sort a new column in its natural order, and flip the current one', () => {
    expect(leadFilters.sortBy(leadFilters.defaults, 'name')).toMatchObject({
      sort: 'name',
      order: 'asc',
    });
    expect(leadFilters.sortBy(leadFilters.defaults, 'budget')).toMatchObject({
      sort: 'budget',
      order: 'desc',
    });
    expect(leadFilters.sortBy(leadFilters.defaults, 'created_at')).toMatchObject({
      sort: 'created_at',
      order: 'asc',
    });
  });

  it('become the get_leads payload, leaving out what is not set', () => {
    expect(toListQuery(leadFilters.defaults)).toEqual({ sort: 'created_at', order: 'desc' });
    expect(
      toListQuery({
        ...leadFilters.defaults,
        status: 'lost',
        projectType: 'mobile',
        search: '  ada ',
      }),
    ).toEqual({
      sort: 'created_at',
      order: 'desc',
      status: 'lost',
      project_type: 'mobile',
      search: 'ada',
    });
    expect(
      toListQuery({ ...leadFilters.defaults, from: '2026-02-01', to: '2026-02-28' }),
    ).toMatchObject({ created_from: '2026-02-01', created_to: '2026-02-28' });
  });

  it('know when they narrow the list, and clear only the narrowing', () => {
    const filtered = {
      ...leadFilters.defaults,
      grade: 'B' as const,
      sort: 'name' as const,
      page: 2,
    };
    expect(leadFilters.isFiltered(filtered)).toBe(true);
    expect(leadFilters.isFiltered({ ...leadFilters.defaults, search: '   ' })).toBe(false);
    const cleared = leadFilters.clear(filtered);
    expect(leadFilters.isFiltered(cleared)).toBe(false);
    expect(cleared).toMatchObject({ sort: 'name', page: 1 });
  });
});

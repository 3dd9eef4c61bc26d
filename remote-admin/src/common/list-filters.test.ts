import { describe, expect, it } from 'vitest';
import { dateParam, defineListFilters, manyOf, oneOf, uuidParam } from './list-filters';

const ID = '0b5d2f6e-8a1c-4c3e-9f7a-1d2e3f4a5b6c';
const COLOURS = ['red', 'green', 'blue'] as const;

/** A made-up list with one field of every kind. */
const things = defineListFilters({
  sortColumns: ['name', 'created_at'],
  ascendingFirst: ['name'],
  defaults: { sort: 'created_at', order: 'desc', pageSize: 50 },
  fields: {
    colour: oneOf(COLOURS, 'colour'),
    tags: manyOf(COLOURS, 'tags'),
    ownerId: uuidParam('owner'),
    from: dateParam('from'),
    openId: uuidParam('open', { kind: 'selection' }),
    view: oneOf(['table', 'board'], 'view', { fallback: 'table', kind: 'layout' }),
  },
  payload: {
    colour: 'colour_name',
    tags: 'tag',
    ownerId: 'owner_id',
    from: (from) => ({ created_from: from, has_range: true }),
  },
});

const parse = (query: string) => things.parse(new URLSearchParams(query));

describe('a list declared with defineListFilters', () => {
  it('starts from its defaults, every field empty, and writes nothing for them', () => {
    expect(things.defaults).toEqual({
      search: '',
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 50,
      colour: null,
      tags: [],
      ownerId: null,
      from: null,
      openId: null,
      view: 'table',
    });
    expect(parse('')).toEqual(things.defaults);
    expect(things.toParams(things.defaults).toString()).toBe('');
  });

  it('drops what a hand-edited link made up', () => {
    expect(
      parse(
        'colour=pink&tags=gold&owner=42&from=2026-02-30&open=x&view=grid&sort=secret&page=0&size=7',
      ),
    ).toEqual(things.defaults);
    expect(parse('from=0000-01-01').from).toBeNull();
    expect(parse('from=9999-12-31').from).toBeNull();
    expect(parse('from=2200-12-31').from).toBe('2200-12-31');
  });

  it('reads several values in their declared order, whatever the order in the URL', () => {
    expect(parse('tags=blue,nope,red').tags).toEqual(['red', 'blue']);
  });

  it('writes its filters, then paging and sorting, then what is open and the layout', () => {
    const filters = {
      ...things.defaults,
      colour: 'green' as const,
      tags: ['red' as const, 'blue' as const],
      ownerId: ID,
      from: '2026-01-01',
      search: 'x',
      page: 2,
      openId: ID,
      view: 'board' as const,
    };
    const params = things.toParams(filters);
    expect(params.toString()).toBe(
      `colour=green&tags=red%2Cblue&owner=${ID}&from=2026-01-01&q=x&page=2&open=${ID}&view=board`,
    );
    expect(things.parse(params)).toEqual(filters);
  });

  it('leaves other parameters out unless the list shares its URL', () => {
    const current = new URLSearchParams('tab=payments&colour=red');
    expect(things.write(things.defaults, current).toString()).toBe('');
    const shared = defineListFilters({
      sortColumns: ['name'],
      ascendingFirst: [],
      defaults: { sort: 'name', order: 'asc' },
      fields: { colour: oneOf(COLOURS, 'colour') },
      payload: {},
      keepsOtherParams: true,
    });
    expect(shared.write({ ...shared.defaults, page: 3 }, current).toString()).toBe(
      'tab=payments&page=3',
    );
  });

  it('makes the payload of the filters set, under their API names', () => {
    expect(things.toPayload(things.defaults)).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 50,
    });
    expect(
      things.toPayload({
        ...things.defaults,
        search: '  ada ',
        colour: 'red',
        tags: ['green'],
        ownerId: ID,
        from: '2026-03-01',
        openId: ID,
        view: 'board',
      }),
    ).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 50,
      search: 'ada',
      colour_name: 'red',
      tag: ['green'],
      owner_id: ID,
      created_from: '2026-03-01',
      has_range: true,
    });
  });

  it('goes back to page 1 on a new filter or layout, but not on a page turn or an opened record', () => {
    const onPage3 = { ...things.defaults, page: 3 };
    expect(things.change(onPage3, { colour: 'blue' }).page).toBe(1);
    expect(things.change(onPage3, { view: 'board' }).page).toBe(1);
    expect(things.change(onPage3, { page: 4 }).page).toBe(4);
    expect(things.change(onPage3, { openId: ID }).page).toBe(3);
    expect(things.change(onPage3, { openId: ID, colour: 'red' }).page).toBe(1);
  });

  it('sorts text A–Z first, the rest high first, and flips on a second press', () => {
    const byName = things.sortBy(things.defaults, 'name');
    expect([byName.sort, byName.order]).toEqual(['name', 'asc']);
    expect(things.sortBy(byName, 'name').order).toBe('desc');
    expect(things.sortBy(byName, 'created_at').order).toBe('desc');
  });

  it('counts and clears the narrowing only, keeping the sort, the page size and the layout', () => {
    const shown = { ...things.defaults, sort: 'name' as const, pageSize: 100 as const };
    const laidOut = { ...shown, view: 'board' as const, openId: ID, search: '   ' };
    expect(things.isFiltered(laidOut)).toBe(false);
    for (const change of [
      { colour: 'red' as const },
      { tags: ['blue' as const] },
      { ownerId: ID },
      { from: '2026-01-01' },
      { search: 'x' },
    ]) {
      expect(things.isFiltered({ ...laidOut, ...change })).toBe(true);
    }
    const filtered = { ...laidOut, colour: 'red' as const, from: '2026-01-01', page: 4 };
    expect(things.clear(filtered)).toEqual({ ...shown, view: 'board' });
  });
});

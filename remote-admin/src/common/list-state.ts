import type { SortOrder } from '@atelier/shared';
import { PAGE_SIZES, type PageSize } from './page-sizes';

/**
 * What every list (leads, clients, projects, team, proposals, invoices, payments) keeps in the
 * URL besides its own filters, so a view can be bookmarked, shared and restored with Back.
 * Anything unknown in the query falls back to the default instead of failing. The list's
 * own filters are declared with `defineListFilters` (list-filters.ts).
 */
export type ListState<S extends string> = {
  search: string;
  sort: S;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
};

export const SEARCH_MAX = 200;

/** Names in the query string: short, and stable for bookmarks (the leads page uses the same). */
const PARAM = { search: 'q', sort: 'sort', order: 'order', page: 'page', pageSize: 'size' };

export function pick<T extends string | number>(
  allowed: readonly T[],
  value: string | null,
): T | null {
  return allowed.find((item) => String(item) === value) ?? null;
}

export function parseListState<S extends string>(
  params: URLSearchParams,
  sortable: readonly S[],
  defaults: ListState<S>,
): ListState<S> {
  const page = Number(params.get(PARAM.page));
  return {
    search: (params.get(PARAM.search) ?? '').slice(0, SEARCH_MAX),
    sort: pick(sortable, params.get(PARAM.sort)) ?? defaults.sort,
    order: pick(['asc', 'desc'] as const, params.get(PARAM.order)) ?? defaults.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pick(PAGE_SIZES, params.get(PARAM.pageSize)) ?? defaults.pageSize,
  };
}

/** Writes the list part of `state` into `params`, leaving out (or removing) what is at its default. */
export function writeListState<S extends string>(
  params: URLSearchParams,
  state: ListState<S>,
  defaults: ListState<S>,
): URLSearchParams {
  for (const key of ['search', 'sort', 'order', 'page', 'pageSize'] as const) {
    if (state[key] === defaults[key]) params.delete(PARAM[key]);
    else params.set(PARAM[key], String(state[key]));
  }
  return params;
}

/**
 * A change of what is shown: any change but the page itself goes back to the first page,
 * since the old page number means nothing in a new list.
 */
export function changeList<F extends { page: number }>(filters: F, change: Partial<F>): F {
  const next = { ...filters, ...change };
  const isPageTurn = Object.keys(change).every((key) => key === 'page');
  return isPageTurn ? next : { ...next, page: change.page ?? 1 };
}

/**
 * The same column again flips the order; a new column starts in its natural order: text A–Z
 * (the columns in `ascendingFirst`), numbers and dates high first.
 */
export function toggleListSort<S extends string, F extends ListState<S>>(
  filters: F,
  column: S,
  ascendingFirst: readonly S[],
): F {
  if (filters.sort === column) {
    return changeList(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' } as Partial<F>);
  }
  const order: SortOrder = ascendingFirst.includes(column) ? 'asc' : 'desc';
  return changeList(filters, { sort: column, order } as Partial<F>);
}

/** "Clear filters" keeps how the list is sorted and how long its pages are. */
export function clearListFilters<F extends ListState<string>>(filters: F, defaults: F): F {
  const { sort, order, pageSize } = filters;
  return { ...defaults, sort, order, pageSize };
}

/** The paging and sorting part of a list payload; the search only when there is one. */
export function listPayload<S extends string>(state: ListState<S>) {
  const search = state.search.trim();
  return {
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
  };
}

/**
 * The query without the parameters of a "new …" link (`?new=1&client=<id>`, from a client's,
 * a lead's or a project's page) once the form they opened is closed.
 */
export function withoutNewRequest(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['new', 'client', 'lead', 'project']) next.delete(key);
  return next;
}

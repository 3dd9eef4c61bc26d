import { isFilterDay, isUuid, type SortOrder } from '@atelier/shared';
import {
  changeList,
  clearListFilters,
  type ListState,
  listPayload,
  parseListState,
  pick,
  toggleListSort,
  writeListState,
} from './list-state';
import type { PageSize } from './page-sizes';

/**
 * One admin list's filters declared once: where each lives in the URL, its value when absent,
 * and its name in the API query. `defineListFilters` turns the declaration into the parse,
 * write, payload, sort and clear functions every list page used to write by hand.
 *
 * - `filter` narrows the list: counted by "Clear filters", cleared by it, a change goes back to
 *   the first page.
 * - `selection` is what is open beside the list (a member's panel): cleared, never counted,
 *   and opening or closing it keeps the page.
 * - `layout` is how the list is shown (table or pipeline): kept on "Clear filters", like the sort.
 */
export type ListFieldKind = 'filter' | 'selection' | 'layout';

export type ListField<V> = {
  param: string;
  empty: V;
  kind: ListFieldKind;
  /** The value of the URL's text: the empty value when it is missing or not understood. */
  parse(text: string | null): V;
  /** The URL's text, or null to leave the parameter out (it is at its empty value). */
  format(value: V): string | null;
};

type FieldOptions = { kind?: ListFieldKind };

/** One of `values`, or null (or `fallback`) for anything else. */
export function oneOf<const T extends string>(
  values: readonly T[],
  param: string,
  options: FieldOptions & { fallback: T },
): ListField<T>;
export function oneOf<const T extends string>(
  values: readonly T[],
  param: string,
  options?: FieldOptions,
): ListField<T | null>;
export function oneOf<T extends string>(
  values: readonly T[],
  param: string,
  options: FieldOptions & { fallback?: T } = {},
): ListField<T | null> {
  const empty = options.fallback ?? null;
  return {
    param,
    empty,
    kind: options.kind ?? 'filter',
    parse: (text) => pick(values, text) ?? empty,
    format: (value) => (value === empty ? null : value),
  };
}

/** Any of `values`, comma-separated in the URL; read back in the order of `values`. */
export function manyOf<const T extends string>(
  values: readonly T[],
  param: string,
): ListField<T[]> {
  return {
    param,
    empty: [],
    kind: 'filter',
    parse: (text) => {
      const listed = (text ?? '').split(',');
      return values.filter((value) => listed.includes(value));
    },
    format: (value) => (value.length > 0 ? value.join(',') : null),
  };
}

/** A record's id; anything that is not a UUID is dropped before it reaches a uuid column. */
export function uuidParam(param: string, options: FieldOptions = {}): ListField<string | null> {
  return {
    param,
    empty: null,
    kind: options.kind ?? 'filter',
    parse: (text) => (text !== null && isUuid(text) ? text : null),
    format: (value) => value,
  };
}

/** A `YYYY-MM-DD` day within MIN_DATE..MAX_DATE, both included in a range. */
export function dateParam(param: string): ListField<string | null> {
  return {
    param,
    empty: null,
    kind: 'filter',
    parse: (text) => (text !== null && isFilterDay(text) ? text : null),
    format: (value) => value,
  };
}

type Fields = Record<string, ListField<unknown>>;
type ValueOf<F> = F extends ListField<infer V> ? V : never;
type FieldValues<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> };

/** A field's name in the API query, or a function that writes it there (a value set only). */
type PayloadEntry<V> = string | ((value: NonNullable<V>) => object);
type PayloadMap<F extends Fields> = { [K in keyof F]?: PayloadEntry<ValueOf<F[K]>> };

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;
type PayloadOf<F extends Fields, M extends PayloadMap<F>> = UnionToIntersection<
  {
    [K in keyof M & keyof F]-?: M[K] extends string
      ? { [P in M[K]]?: NonNullable<ValueOf<F[K]>> }
      : M[K] extends (value: never) => infer R
        ? Partial<R>
        : never;
  }[keyof M & keyof F]
>;

export type ListFiltersOf<S extends string, F extends Fields> = ListState<S> & FieldValues<F>;

type ListDefinition<S extends string, F extends Fields, M extends PayloadMap<F>> = {
  sortColumns: readonly S[];
  /** Columns a first press sorts A–Z (text); the others start high (numbers, dates). */
  ascendingFirst: readonly S[];
  defaults: { sort: S; order: SortOrder; pageSize?: PageSize };
  fields: F;
  /** The fields the API query carries, by their name there; the others stay in the URL. */
  payload: M;
  /**
   * Whether the list shares its URL with other parameters (the payments tab, a "new …" link)
   * that a change of filters keeps; otherwise the query holds the list's filters only.
   */
  keepsOtherParams?: boolean;
};

/** The functions one declaration of a list's filters gives (see the top of this file). */
export type ListFilterSet<Filters extends ListState<S>, S extends string, Payload> = {
  sortColumns: readonly S[];
  defaults: Filters;
  parse: (params: URLSearchParams) => Filters;
  /** The query of `filters` alone, leaving out what is at its default. */
  toParams: (filters: Filters) => URLSearchParams;
  /** The query after a change: `toParams`, with `current`'s other parameters when the list keeps them. */
  write: (filters: Filters, current: URLSearchParams) => URLSearchParams;
  /** The list action's payload: paging, sorting, the search when there is one, the filters set. */
  toPayload: (filters: Filters) => Payload;
  change: (filters: Filters, change: Partial<Filters>) => Filters;
  sortBy: (filters: Filters, column: S) => Filters;
  isFiltered: (filters: Filters) => boolean;
  /** "Clear filters": keeps the sort, the page size and the layout. */
  clear: (filters: Filters) => Filters;
};

export function defineListFilters<
  const S extends string,
  const F extends Fields,
  const M extends PayloadMap<F>,
>(
  definition: ListDefinition<S, F, M>,
): ListFilterSet<ListFiltersOf<S, F>, S, ReturnType<typeof listPayload<S>> & PayloadOf<F, M>> {
  type Filters = ListFiltersOf<S, F>;
  const entries = Object.entries(definition.fields) as Array<
    [keyof F & string, ListField<unknown>]
  >;
  const ofKind = (kinds: ListFieldKind[]) =>
    entries.filter(([, field]) => kinds.includes(field.kind));
  const valuesOf = (read: (field: ListField<unknown>) => unknown) =>
    Object.fromEntries(entries.map(([key, field]) => [key, read(field)])) as FieldValues<F>;

  const defaults = {
    search: '',
    sort: definition.defaults.sort,
    order: definition.defaults.order,
    page: 1,
    pageSize: definition.defaults.pageSize ?? 25,
    ...valuesOf((field) => field.empty),
  } as Filters;

  function writeFields(params: URLSearchParams, filters: Filters, kinds: ListFieldKind[]) {
    for (const [key, field] of ofKind(kinds)) {
      const text = field.format(filters[key]);
      if (text === null) params.delete(field.param);
      else params.set(field.param, text);
    }
  }

  /** The list's own filters first, then paging and sorting, then what is open and the layout. */
  function write(filters: Filters, current: URLSearchParams): URLSearchParams {
    const params = new URLSearchParams(definition.keepsOtherParams ? current : undefined);
    writeFields(params, filters, ['filter']);
    writeListState(params, filters, defaults);
    writeFields(params, filters, ['selection', 'layout']);
    return params;
  }

  const selectionKeys = new Set(ofKind(['selection']).map(([key]) => key as string));
  const filterFields = ofKind(['filter']);
  const layoutKeys = ofKind(['layout']).map(([key]) => key);

  return {
    sortColumns: definition.sortColumns,
    defaults,
    parse: (params) =>
      ({
        ...parseListState(params, definition.sortColumns, defaults),
        ...valuesOf((field) => field.parse(params.get(field.param))),
      }) as Filters,
    toParams: (filters) => write(filters, new URLSearchParams()),
    write,
    toPayload(filters) {
      const payload: Record<string, unknown> = listPayload(filters);
      for (const [key, entry] of Object.entries(definition.payload) as Array<
        [keyof F & string, PayloadEntry<unknown>]
      >) {
        const value = filters[key];
        if (value === null || (Array.isArray(value) && value.length === 0)) continue;
        if (typeof entry === 'string') payload[entry] = value;
        else Object.assign(payload, entry(value as NonNullable<unknown>));
      }
      return payload as ReturnType<typeof listPayload<S>> & PayloadOf<F, M>;
    },
    change(filters, change) {
      const keys = Object.keys(change);
      const isSelection = keys.length > 0 && keys.every((key) => selectionKeys.has(key));
      return isSelection ? { ...filters, ...change } : changeList(filters, change);
    },
    sortBy: (filters, column) => toggleListSort(filters, column, definition.ascendingFirst),
    isFiltered: (filters) =>
      filters.search.trim() !== '' ||
      filterFields.some(([key, field]) => field.format(filters[key]) !== null),
    clear(filters) {
      const kept = Object.fromEntries(layoutKeys.map((key) => [key, filters[key]]));
      return { ...clearListFilters(filters, defaults), ...kept };
    },
  };
}

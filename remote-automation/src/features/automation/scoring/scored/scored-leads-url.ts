import {
  LEAD_GRADES,
  LEAD_SOURCES,
  type LeadGrade,
  type LeadSource,
  type ScoredLeadQuery,
  type ScoredLeadSortColumn,
} from '@atelier/shared';

/**
 * The Scored Leads view's state in the URL, beside `?tab=scoring&view=scored`: `grade`,
 * `source`, `sort`, `order` and `page`, so a filtered, sorted list can be linked to. Values the
 * view does not know are ignored, never sent.
 */
export const SCORED_PAGE_SIZE = 20;

/** The columns the list sorts by from its headers (the server also knows `created_at`). */
export const SORTABLE_COLUMNS = ['score', 'name', 'last_activity', 'budget'] as const;
type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export type ScoredLeadsState = {
  grade: LeadGrade | null;
  source: LeadSource | null;
  sort: SortableColumn;
  order: 'asc' | 'desc';
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

export function readScoredLeadsState(params: URLSearchParams): ScoredLeadsState {
  const page = Number(params.get('page'));
  return {
    grade: oneOf(LEAD_GRADES, params.get('grade')),
    source: oneOf(LEAD_SOURCES, params.get('source')),
    sort: oneOf(SORTABLE_COLUMNS, params.get('sort')) ?? 'score',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function toScoredLeadQuery(state: ScoredLeadsState): ScoredLeadQuery {
  return {
    sort: state.sort satisfies ScoredLeadSortColumn,
    order: state.order,
    page: state.page,
    pageSize: SCORED_PAGE_SIZE,
    ...(state.grade ? { grade: state.grade } : {}),
    ...(state.source ? { source: state.source } : {}),
  };
}

/**
 * The URL after a change: other values (`tab`, `view`, `lng`) kept, defaults left out, and
 * the page back to 1 unless the change is the page itself.
 */
export function writeScoredLeadsState(
  params: URLSearchParams,
  change: Partial<ScoredLeadsState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const state = { ...readScoredLeadsState(params), page: 1, ...change };
  const values: Record<keyof ScoredLeadsState, string | null> = {
    grade: state.grade,
    source: state.source,
    sort: state.sort === 'score' ? null : state.sort,
    order: state.order === 'desc' ? null : state.order,
    page: state.page > 1 ? String(state.page) : null,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** A header click: a new column sorts its natural way (names A–Z, numbers high first). */
export function nextSort(state: ScoredLeadsState, column: SortableColumn) {
  if (state.sort === column)
    return { sort: column, order: state.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: column === 'name' ? 'asc' : 'desc' } as const;
}

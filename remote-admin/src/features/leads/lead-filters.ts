import {
  LEAD_GRADES,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadGrade,
  type LeadListQuery,
  type LeadProjectType,
  type LeadSortColumn,
  type LeadSource,
  type LeadStatus,
  type SortOrder,
} from '@atelier/shared';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';

/**
 * What the leads page shows, kept in the URL so a view can be bookmarked, shared and restored
 * with Back. Anything unknown in the query falls back to the default instead of failing.
 */
export type LeadView = 'table' | 'pipeline';

export type LeadFilters = {
  status: LeadStatus | null;
  source: LeadSource | null;
  grade: LeadGrade | null;
  projectType: LeadProjectType | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
  search: string;
  sort: SortableColumn;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
  view: LeadView;
};

/** The columns a header can sort by (the server also sorts by `updated_at`). */
export const SORTABLE_COLUMNS = [
  'name',
  'score',
  'budget',
  'created_at',
] as const satisfies readonly LeadSortColumn[];
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export const SEARCH_MAX = 200;

export const DEFAULT_FILTERS: LeadFilters = {
  status: null,
  source: null,
  grade: null,
  projectType: null,
  from: null,
  to: null,
  search: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 25,
  view: 'table',
};

/** Names in the query string: short, and stable for bookmarks. */
const PARAM = {
  status: 'status',
  source: 'source',
  grade: 'grade',
  projectType: 'type',
  from: 'from',
  to: 'to',
  search: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
  view: 'view',
} as const satisfies Record<keyof LeadFilters, string>;

function pick<T extends string | number>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((item) => String(item) === value) ?? null;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function parseFilters(params: URLSearchParams): LeadFilters {
  const page = Number(params.get(PARAM.page));
  return {
    status: pick(LEAD_STATUSES, params.get(PARAM.status)),
    source: pick(LEAD_SOURCES, params.get(PARAM.source)),
    grade: pick(LEAD_GRADES, params.get(PARAM.grade)),
    projectType: pick(LEAD_PROJECT_TYPES, params.get(PARAM.projectType)),
    from: isDay(params.get(PARAM.from)) ? params.get(PARAM.from) : null,
    to: isDay(params.get(PARAM.to)) ? params.get(PARAM.to) : null,
    search: (params.get(PARAM.search) ?? '').slice(0, SEARCH_MAX),
    sort: pick(SORTABLE_COLUMNS, params.get(PARAM.sort)) ?? DEFAULT_FILTERS.sort,
    order: pick(['asc', 'desc'] as const, params.get(PARAM.order)) ?? DEFAULT_FILTERS.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pick(PAGE_SIZES, params.get(PARAM.pageSize)) ?? DEFAULT_FILTERS.pageSize,
    view: pick(['table', 'pipeline'] as const, params.get(PARAM.view)) ?? DEFAULT_FILTERS.view,
  };
}

/** The query string of `filters`, leaving out what is at its default. */
export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as Array<keyof LeadFilters>) {
    const value = filters[key];
    if (value === null || value === DEFAULT_FILTERS[key]) continue;
    params.set(PARAM[key], String(value));
  }
  return params;
}

/**
 * A change of what is shown: any change but the page itself goes back to the first page,
 * since the old page number means nothing in a new list.
 */
export function changeFilters(filters: LeadFilters, change: Partial<LeadFilters>): LeadFilters {
  const next = { ...filters, ...change };
  const isPageTurn = Object.keys(change).every((key) => key === 'page');
  return isPageTurn ? next : { ...next, page: change.page ?? 1 };
}

/** Sorting by a new column starts in its natural order: names A–Z, numbers and dates high first. */
export function toggleSort(filters: LeadFilters, column: SortableColumn): LeadFilters {
  if (filters.sort === column) {
    return changeFilters(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' });
  }
  return changeFilters(filters, { sort: column, order: column === 'name' ? 'asc' : 'desc' });
}

/** The `get_leads` filters of the view, without paging (the table and the export add theirs). */
export function toListQuery(filters: LeadFilters): LeadListQuery {
  const query: LeadListQuery = { sort: filters.sort, order: filters.order };
  if (filters.status) query.status = filters.status;
  if (filters.source) query.source = filters.source;
  if (filters.grade) query.grade = filters.grade;
  if (filters.projectType) query.project_type = filters.projectType;
  if (filters.from) query.created_from = filters.from;
  if (filters.to) query.created_to = filters.to;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

/** Whether anything narrows the list (sorting, paging and the view do not). */
export function hasActiveFilters(filters: LeadFilters): boolean {
  return (
    filters.status !== null ||
    filters.source !== null ||
    filters.grade !== null ||
    filters.projectType !== null ||
    filters.from !== null ||
    filters.to !== null ||
    filters.search.trim() !== ''
  );
}

export function clearFilters(filters: LeadFilters): LeadFilters {
  const { sort, order, pageSize, view } = filters;
  return { ...DEFAULT_FILTERS, sort, order, pageSize, view };
}

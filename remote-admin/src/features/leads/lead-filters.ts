import type { LeadListQuery } from '@atelier/shared';
import {
  LEAD_GRADES,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadGrade,
  type LeadProjectType,
  type LeadSortColumn,
  type LeadSource,
  type LeadStatus,
} from '@atelier/shared/contract';
import { dateParam, defineListFilters, oneOf } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/**
 * What the leads page shows, kept in the URL so a view can be bookmarked, shared and restored
 * with Back (see common/list-filters.ts).
 */
export const LEAD_VIEWS = ['table', 'pipeline'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** The columns a header can sort by (the server also sorts by `updated_at`). */
export const SORTABLE_COLUMNS = [
  'name',
  'score',
  'budget',
  'created_at',
] as const satisfies readonly LeadSortColumn[];
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export type LeadFilters = ListState<SortableColumn> & {
  status: LeadStatus | null;
  source: LeadSource | null;
  grade: LeadGrade | null;
  projectType: LeadProjectType | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
  view: LeadView;
};

export const leadFilters = defineListFilters({
  sortColumns: SORTABLE_COLUMNS,
  ascendingFirst: ['name'],
  defaults: { sort: 'created_at', order: 'desc' },
  fields: {
    status: oneOf(LEAD_STATUSES, 'status'),
    source: oneOf(LEAD_SOURCES, 'source'),
    grade: oneOf(LEAD_GRADES, 'grade'),
    projectType: oneOf(LEAD_PROJECT_TYPES, 'type'),
    from: dateParam('from'),
    to: dateParam('to'),
    view: oneOf(LEAD_VIEWS, 'view', { fallback: 'table', kind: 'layout' }),
  },
  payload: {
    status: 'status',
    source: 'source',
    grade: 'grade',
    projectType: 'project_type',
    from: 'created_from',
    to: 'created_to',
  },
});

/** Whether anything narrows the list (sorting, paging and the view do not). */

/** The `get_leads` filters of the view, without paging (the table and the export add theirs). */
export function toListQuery(filters: LeadFilters): LeadListQuery {
  const { page: _page, pageSize: _pageSize, ...query } = leadFilters.toPayload(filters);
  return query;
}

/** The table's `get_leads` query: the view's filters and its page. */
export const toTablePageQuery = (filters: LeadFilters): LeadListQuery => ({
  ...toListQuery(filters),
  page: filters.page,
  pageSize: filters.pageSize,
});

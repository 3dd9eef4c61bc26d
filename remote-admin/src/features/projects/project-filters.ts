import {
  type ProjectListQuery,
  type ProjectSortColumn,
  type ProjectStatus,
  projectStatuses,
} from '@atelier/shared';
import { PROJECT_SORT_COLUMNS } from '@atelier/shared/contract';
import { defineListFilters, manyOf, uuidParam } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/** What the projects page shows, kept in the URL (see common/list-filters.ts). */
export type ProjectFilters = ListState<ProjectSortColumn> & {
  /** Any of these, in the order of the workflow; none means every status. */
  statuses: ProjectStatus[];
  clientId: string | null;
};

export const projectFilters = defineListFilters({
  sortColumns: PROJECT_SORT_COLUMNS,
  // Names and statuses read A–Z (statuses in workflow order); dates start with the latest.
  ascendingFirst: ['name', 'status'],
  defaults: { sort: 'created_at', order: 'desc' },
  fields: { statuses: manyOf(projectStatuses, 'status'), clientId: uuidParam('client') },
  payload: { statuses: 'status', clientId: 'client_id' },
});

export const toProjectListQuery = (filters: ProjectFilters): ProjectListQuery =>
  projectFilters.toPayload(filters);

/** Adds or removes one status of the multi-select. */
export function toggleStatus(filters: ProjectFilters, status: ProjectStatus): ProjectFilters {
  const has = filters.statuses.includes(status);
  const statuses = projectStatuses.filter((item) =>
    item === status ? !has : filters.statuses.includes(item),
  );
  return projectFilters.change(filters, { statuses });
}

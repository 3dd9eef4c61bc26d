import {
  type ClientListQuery,
  type ClientSortColumn,
  type ClientStatus,
  clientStatuses,
} from '@atelier/shared';
import { CLIENT_SORT_COLUMNS } from '@atelier/shared/contract';
import { defineListFilters, oneOf } from '../../common/list-filters';
import type { ListState } from '../../common/list-state';

/** What the clients page shows, kept in the URL (see common/list-filters.ts). */
export type ClientFilters = ListState<ClientSortColumn> & { status: ClientStatus | null };

export const clientFilters = defineListFilters({
  sortColumns: CLIENT_SORT_COLUMNS,
  ascendingFirst: ['name'],
  defaults: { sort: 'created_at', order: 'desc' },
  fields: { status: oneOf(clientStatuses, 'status') },
  payload: { status: 'status' },
});

export const toClientListQuery = (filters: ClientFilters): ClientListQuery =>
  clientFilters.toPayload(filters);

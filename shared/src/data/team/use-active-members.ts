import { useApiQuery } from '../../query/use-api-query';
import { getTeamMembers } from './calls';
import { teamKeys } from './keys';

const ACTIVE_MEMBERS = { is_active: true, sort: 'name', order: 'asc', pageSize: 100 } as const;

/** The active team members a project can be staffed with, A–Z. */
export function useActiveMembers() {
  return useApiQuery(teamKeys.list(ACTIVE_MEMBERS), (signal) =>
    getTeamMembers(ACTIVE_MEMBERS, { signal }),
  );
}
